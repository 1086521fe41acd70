import { Bell } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { useLoadOnIntent } from "~/components/ui/load-on-intent";
import { useNotifications } from "./use-notifications";

const loadMenu = () => import("./notifications-menu");
const MENU_KEYS = ["Enter", " ", "ArrowDown"] as const;

export const BELL_CLASSES = buttonClasses({ variant: "ghost", size: "icon", className: "relative shrink-0 text-muted hover:text-ink" });

/** "Notifications, 2 unread": what the bell says to screen readers, and its badge. */
export function BellContent({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">{unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}</span>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-count"
          className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-semibold leading-none text-danger-ink"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </>
  );
}

/**
 * The notifications bell in the top bar (docs/product.md#comments), with the unread count, live.
 * Its list (./notifications-menu, Radix) loads when the bell is first reached for, like the
 * other menus of the bar.
 */
export function NotificationsBell() {
  const state = useNotifications();
  const { loaded, standInProps } = useLoadOnIntent(loadMenu, { pointerDown: true, keys: MENU_KEYS });
  if (loaded) return <loaded.module.default state={state} handover={loaded.handover} />;
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} data-state="closed" className={BELL_CLASSES} {...standInProps}>
      <BellContent unread={state.unread} />
    </button>
  );
}
