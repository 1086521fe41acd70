import { useRef } from "react";
import { Link } from "react-router";
import type { NotificationDto } from "@shared/contracts/comments";
import { cn } from "~/components/ui/cn";
import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import { DropdownMenu, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { useTakeOver, type Handover } from "~/components/ui/load-on-intent";
import { fullTime, timeAgo } from "~/lib/comments/time";
import { BELL_CLASSES, BellContent } from "./bell-face";
import type { Notifications } from "./use-notifications";

/** What happened, as the list says it. */
export function notificationTitle(notification: Pick<NotificationDto, "kind" | "actor">): string {
  return notification.kind === "mention"
    ? `${notification.actor.email} mentioned you`
    : `${notification.actor.email} replied to your comment`;
}

/** The item's page with the comment open in its panel. */
const notificationLink = (n: NotificationDto) =>
  `/conversation/${encodeURIComponent(n.conversationId)}?comment=${encodeURIComponent(n.commentId)}`;

/**
 * The bell's list: newest first, each with who did what, the comment's first words, the item and
 * product, and when; a click opens the item with the comment. Opening the list marks them read.
 */
export default function NotificationsMenu({ state, handover }: { state: Notifications; handover?: Handover }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOver(trigger, handover);
  const { notifications, unread, markRead, reload } = state;
  return (
    <DropdownMenu modal={false} onOpenChange={(open) => void (open ? markRead() : reload())}>
      <DropdownMenuTrigger ref={trigger} className={BELL_CLASSES}>
        <BellContent unread={unread} />
      </DropdownMenuTrigger>
      {/* Not portalled: the list stays inside the top bar's banner landmark, so all of it is in a landmark. */}
      <MenuPrimitive.Content
        align="end"
        sideOffset={6}
        aria-label="Notifications"
        className="ui-fade-in card z-50 max-h-[min(480px,75vh)] w-[min(calc(100vw-16px),380px)] overflow-y-auto p-1 shadow-lg"
      >
        {/* Only items inside the menu (a menu holds menu items), the empty and loading states too. */}
        {notifications === null ? (
          <DropdownMenuItem disabled className="text-muted data-[disabled]:!opacity-100">
            Loading notifications…
          </DropdownMenuItem>
        ) : notifications.length === 0 ? (
          // The empty state says where comments start: on the items of a product.
          <DropdownMenuItem asChild className="h-auto flex-col !items-start gap-1 whitespace-normal py-3 text-left">
            <Link to="/products">
              <span className="font-medium">No notifications yet.</span>
              <span className="text-muted">
                When someone mentions you with @ or replies to your comment on a product&apos;s item, it shows here.
              </span>
            </Link>
          </DropdownMenuItem>
        ) : (
          notifications.map((n) => (
            <DropdownMenuItem key={n.id} asChild className="items-start gap-3 py-2">
              <Link to={notificationLink(n)} data-notification={n.id}>
                <span
                  aria-hidden
                  className="mt-0.5 flex h-7 w-7 shrink-0 select-none items-center justify-center rounded-full text-xs font-semibold text-white"
                  style={{ backgroundColor: n.actor.color }}
                >
                  {n.actor.initials}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className={cn("break-words", n.readAt === null ? "font-semibold" : "font-medium")}>
                    {notificationTitle(n)}
                    {n.readAt === null && <span className="sr-only"> (new)</span>}
                  </span>
                  <span className="line-clamp-2 break-words text-muted">“{n.excerpt}”</span>
                  <span className="truncate text-xs text-muted">
                    {n.itemTitle} · {n.productName} ·{" "}
                    <time dateTime={new Date(n.createdAt).toISOString()} title={fullTime(n.createdAt)}>
                      {timeAgo(n.createdAt)}
                    </time>
                  </span>
                </span>
                {n.readAt === null && <span aria-hidden className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent" />}
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </MenuPrimitive.Content>
    </DropdownMenu>
  );
}
