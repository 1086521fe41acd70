import { useLoadOnIntent } from "~/components/ui/load-on-intent";
import type { NavGroup } from "./nav-items";
import { NAV_TRIGGER_CLASSES, NavTriggerContent } from "./nav-trigger";

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
