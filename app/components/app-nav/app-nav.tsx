import { LifeBuoy, LogOut, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { OfflineModelBadge } from "~/components/offline-model-badge";
import { LogoMark } from "~/components/site/logo";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useAiQuota } from "~/lib/use-ai-quota";
import { MobileNavButton } from "./mobile-nav-button";
import { NotificationsBell } from "./notifications-bell";
import { NavDropdown } from "./nav-dropdown";
import { NAV_GROUPS } from "./nav-items";
import { useHistoryShortcut } from "./use-history-shortcut";
import { useLogout } from "./use-logout";

const quiet = "text-muted hover:text-ink";

// History over the current page (Cmd/Ctrl+K): its code loads the first time it is opened.
const HistoryOverlay = lazy(() => import("~/components/conversations/history-overlay"));

/**
 * The signed-in top bar (docs/product.md#signed-in-top-bar): logo, Dashboard, the three tool dropdowns, then Profile,
 * Support (external, new tab) and Logout. Below the lg breakpoint (where it would no longer fit) it collapses into one menu.
 */
export function AppNav({ supportUrl, offlineModel = false }: { supportUrl: string; offlineModel?: boolean }) {
  const logout = useLogout();
  const quota = useAiQuota();
  const history = useHistoryShortcut();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        {/* Signed in, "home" is the dashboard (the logo goes to / for visitors). */}
        <Link
          to="/dashboard"
          className="focus-ring -m-1 mr-2 inline-flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-control p-1 text-base font-semibold tracking-tight lg:mr-4"
        >
          <LogoMark />
          <span>UX Twin</span>
        </Link>
        {/* Below sm the quota would crowd the bar (the phone menu shows it); beside the full nav it goes under the label. */}
        <OfflineModelBadge
          offline={offlineModel}
          quota={quota}
          className="mr-1 shrink-0 lg:flex-col lg:items-start lg:gap-0.5"
          quotaOnPhone={false}
        />
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          <NavLink
            to="/dashboard"
            end
            className={({ isActive }) =>
              buttonClasses({ variant: "ghost", size: "sm", className: cn(isActive ? "bg-subtle text-ink" : quiet) })
            }
          >
            Dashboard
          </NavLink>
          {NAV_GROUPS.map((group) => (
            <NavDropdown key={group.label} group={group} />
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-0.5 lg:flex">
          <Link to="/profile" title="Profile" className={buttonClasses({ variant: "ghost", size: "sm", className: quiet })}>
            <UserRound aria-hidden="true" className="h-4 w-4" />
            {/* Icon only until xl: the bar needs the room for the quota. */}
            <span className="sr-only xl:not-sr-only">Profile</span>
          </Link>
          <a
            href={supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            title="Support"
            className={buttonClasses({ variant: "ghost", size: "sm", className: quiet })}
          >
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only xl:not-sr-only">Support</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <button
            type="button"
            onClick={() => void logout()}
            className={buttonClasses({ variant: "outline", size: "sm", className: "ml-1" })}
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Logout
          </button>
        </div>
        {/* The bell stays in the bar at every width (the phone menu would hide its count). */}
        <div className="ml-auto flex items-center lg:ml-1">
          <NotificationsBell />
        </div>
        <MobileNavButton supportUrl={supportUrl} onLogout={() => void logout()} offlineModel={offlineModel} quota={quota} />
      </div>
      {history.used && (
        <Suspense fallback={null}>
          <HistoryOverlay open={history.open} onOpenChange={history.setOpen} />
        </Suspense>
      )}
    </header>
  );
}
