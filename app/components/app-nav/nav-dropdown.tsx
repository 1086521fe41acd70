import { ChevronDown } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { useLoadOnIntent } from "~/components/ui/load-on-intent";
import { NAV_TONE, type NavGroup } from "./nav-items";

export { NAV_TONE };

export const NAV_TRIGGER_CLASSES = buttonClasses({
  variant: "ghost",
  size: "sm",
  className: "gap-1 text-muted hover:text-ink data-[state=open]:bg-subtle data-[state=open]:text-ink",
});

export function NavTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform duration-150 [[data-state=open]>&]:rotate-180" />
    </>
  );
}

const loadMenu = () => import("./nav-dropdown-menu");
const MENU_KEYS = ["Enter", " ", "ArrowDown"] as const;

/**
 * One top-bar dropdown (the menu itself: ./nav-dropdown-menu). Its Radix code loads when the
 * trigger is first hovered, touched or focused (see ~/components/ui/load-on-intent); until then
 * the same-looking button below stands in, so signed-in pages do not load it up front.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { loaded, standInProps } = useLoadOnIntent(loadMenu, { pointerDown: true, keys: MENU_KEYS });
  if (loaded) return <loaded.module.default group={group} handover={loaded.handover} />;
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} data-state="closed" className={NAV_TRIGGER_CLASSES} {...standInProps}>
      <NavTriggerContent label={group.label} />
    </button>
  );
}
