import { useCallback, useEffect, useRef, useState } from "react";
import type { NotificationDto } from "@shared/contracts/comments";
import { listNotifications, markNotificationsRead } from "~/lib/api/comments";
import { subscribeRealtime } from "~/lib/realtime-client";

export type Notifications = {
  /** Newest first; null until first read. */
  notifications: NotificationDto[] | null;
  unread: number;
  /** Marks the listed unread ones read (opening the list does); they show as new until the list is read again. */
  markRead: () => Promise<void>;
  reload: () => Promise<void>;
};

/**
 * The signed-in user's notifications (someone mentioned them, or replied to their comment): read
 * once, and again after a reconnect (events may have been missed). A new one arrives whole in the
 * user hub's event, with the unread count, so it is added without another read.
 */
export function useNotifications(): Notifications {
  const [notifications, setNotifications] = useState<NotificationDto[] | null>(null);
  const [unread, setUnread] = useState(0);
  // Only the newest read is shown: an older answer arriving late never overwrites a newer one.
  const reads = useRef(0);
  const reload = useCallback(async () => {
    const read = ++reads.current;
    try {
      const list = await listNotifications();
      if (read !== reads.current) return;
      setNotifications(list.notifications);
      setUnread(list.unread);
    } catch (error) {
      // The bell keeps what it showed; the next event or reconnect reads again.
      console.warn("Notifications could not be read", error);
    }
  }, []);

  useEffect(() => {
    void reload();
    return subscribeRealtime({
      onEvent: (event) => {
        if (event.type === "notification.created") {
          const { notification } = event;
          setNotifications((shown) => (shown === null ? shown : [notification, ...shown.filter((n) => n.id !== notification.id)]));
          setUnread(event.unread);
        }
        // Read in another tab (or this one), or a comment that notified the user deleted: the count follows; the list
        // is read again when it is next closed, so an open list keeps showing which were new.
        if (event.type === "notification.unread") setUnread(event.unread);
      },
      onResync: () => void reload(),
    });
  }, [reload]);

  const markRead = useCallback(async () => {
    const ids = (notifications ?? []).filter((n) => n.readAt === null).map((n) => n.id);
    if (ids.length === 0) return;
    // Counted as read at once; the open list keeps showing which were new (it is read again when closed).
    setUnread((now) => Math.max(0, now - ids.length));
    try {
      await markNotificationsRead(ids);
    } catch (error) {
      console.warn("Notifications could not be marked read", error);
      void reload();
    }
  }, [notifications, reload]);

  return { notifications, unread, markRead, reload };
}
