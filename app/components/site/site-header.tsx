import { Menu } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { SIGN_UP_PATH } from "~/components/auth/auth-form";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Logo } from "./logo";
import { useScrolledPast } from "./use-scrolled-past";

const NAV = [
  { to: "/founders", label: "For Founders" },
  { to: "/designers", label: "For Designers" },
  { to: "/about", label: "About" },
];

// docs/product.md#visitor-top-bar: the landing bar turns solid after 100 px of scrolling.
const SCROLL_THRESHOLD = 100;

/**
 * The visitor top bar. On the landing page (`overlay`) it is transparent at the top and turns
 * solid with a shadow after scrolling, when Login and Sign Up fade in; elsewhere it is always solid.
 */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD, overlay);
  const solid = !overlay || scrolled;
  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200",
        solid
          ? "border-border bg-surface shadow-[0_1px_3px_rgb(0_0_0/0.06),0_4px_12px_-4px_rgb(0_0_0/0.08)]"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  "focus-ring rounded-control px-3 py-2 text-sm font-medium transition-colors duration-150 hover:text-ink",
                  isActive ? "text-ink" : "text-muted",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div
          data-testid="header-actions"
          // Hidden (not just transparent) while faded out, so keyboard users do not tab into it.
          className={cn(
            "ml-auto flex items-center gap-2 transition-[opacity,visibility] duration-200",
            solid ? "visible opacity-100" : "invisible opacity-0",
          )}
        >
          <Link to="/auth" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Login
          </Link>
          <Link to={SIGN_UP_PATH} className={buttonClasses({ variant: "primary", size: "sm" })}>
            Sign Up
          </Link>
        </div>
        <MobileMenu className={solid ? "" : "ml-auto"} />
      </div>
    </header>
  );
}

/** A native disclosure: works before hydration and needs no script for focus or Escape. */
function MobileMenu({ className }: { className?: string }) {
  // A new element per page closes the menu after navigating.
  const { pathname } = useLocation();
  return (
    <details key={pathname} className={cn("group relative md:hidden", className)}>
      <summary
        aria-label="Menu"
        className={cn(buttonClasses({ variant: "ghost", size: "icon" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <Menu aria-hidden="true" size={20} />
      </summary>
      <nav aria-label="Mobile" className="card absolute right-0 top-12 flex w-56 flex-col p-1 shadow-lg">
        {NAV.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="focus-ring flex min-h-11 items-center rounded-[6px] px-3 text-sm font-medium hover:bg-subtle"
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </details>
  );
}
