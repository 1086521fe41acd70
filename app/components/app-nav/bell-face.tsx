import { Bell } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";

/**
 * How the notifications bell looks, the same before its menu has loaded (./notifications-bell)
 * and after (./notifications-menu), so nothing moves when the menu takes over.
 */
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
