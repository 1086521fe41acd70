import { Menu } from "lucide-react";
import type { ComponentProps } from "react";
import { buttonClasses } from "~/components/ui/button";
import { useLoadOnIntent } from "~/components/ui/load-on-intent";
import type { MobileNav } from "./mobile-nav";

const loadMobileNav = () => import("./mobile-nav");

/**
 * The phone menu button. The sheet behind it (./mobile-nav, Radix Dialog) loads when the button
 * is first touched, hovered or focused (see ~/components/ui/load-on-intent); until then this
 * same-looking button stands in, so signed-in pages do not load it up front.
 */
export function MobileNavButton(props: Omit<ComponentProps<typeof MobileNav>, "handover">) {
  const { loaded, standInProps } = useLoadOnIntent(loadMobileNav, { click: true });
  if (loaded) return <loaded.module.MobileNav {...props} handover={loaded.handover} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      aria-label="Open menu"
      // The same classes as the real trigger in ./mobile-nav.
      className={buttonClasses({ variant: "ghost", size: "icon", className: "ml-auto lg:hidden" })}
      {...standInProps}
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
