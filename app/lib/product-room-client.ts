import { useEffect, useRef, useState } from "react";
import {
  ROOM_PING,
  roomServerMessageSchema,
  type PresentPerson,
  type RoomChangeMessage,
  type RoomClientMessage,
} from "@shared/contracts/product-room";
import {
  ROOM_ACCESS_ENDED_CLOSE_CODE,
  ROOM_FULL_CLOSE_CODE,
  ROOM_ROLE_CHANGED_CLOSE_CODE,
  SESSION_ENDED_CLOSE_CODE,
} from "@shared/realtime-close-codes";

const PING_INTERVAL_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;

type RoomOptions = {
  /** False once the page knows access ended (the user hub said so): the room is left, not retried. */
  active?: boolean;
  /** The item this page shows; null or absent for the product page. Others see the person there. */
  itemId?: string | null;
  /** The role changed: the page re-reads its data (and role); the room is joined again at once. */
  onRoleChanged?: () => void;
  /** Something in the product changed (an item's versions, title or comments): the page re-reads what it shows. */
  onChange?: (message: RoomChangeMessage) => void;
  /** The socket is back after a drop: messages sent meanwhile were missed, so the page re-reads. */
  onReconnected?: () => void;
};

/**
 * The product's room (GET /api/products/:id/room): who is on this product's pages, live. One socket
 * per page; reconnects with backoff and jitter like app/lib/realtime-client.ts, except after the
 * access-ended close (`accessEnded`: the page shows its notice) and a session end (the user hub
 * sends the tab to /auth). An empty list while not connected: nobody is shown who may have left.
 */
export function useProductRoom(
  productId: string,
  { active = true, itemId = null, ...callbacks }: RoomOptions = {},
): { people: PresentPerson[]; accessEnded: boolean } {
  const [people, setPeople] = useState<PresentPerson[]>([]);
  // Which product's room said the caller's access ended (removed, left, deleted): never joined again.
  const [endedFor, setEndedFor] = useState<string | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const where = useRef<string | null>(itemId);
  where.current = itemId;
  const openSocket = useRef<WebSocket | null>(null);

  const ended = endedFor === productId;
  useEffect(() => {
    if (!active || ended) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempts = 0;
    let connectedBefore = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;

    const retry = (delay: number) => {
      retryTimer = setTimeout(() => !stopped && connect(), delay * (0.75 + Math.random() / 2));
    };

    function connect() {
      const url = new URL(`/api/products/${encodeURIComponent(productId)}/room`, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const current = new WebSocket(url);
      socket = current;
      current.addEventListener("open", () => {
        attempts = 0;
        openSocket.current = current;
        if (where.current !== null) current.send(JSON.stringify({ type: "where", itemId: where.current } satisfies RoomClientMessage));
        if (connectedBefore) latest.current.onReconnected?.();
        connectedBefore = true;
        pingTimer = setInterval(() => current.readyState === WebSocket.OPEN && current.send(ROOM_PING), PING_INTERVAL_MS);
      });
      current.addEventListener("message", (message) => {
        if (typeof message.data !== "string" || !message.data.startsWith("{")) return;
        try {
          const parsed = roomServerMessageSchema.safeParse(JSON.parse(message.data));
          if (!parsed.success) return;
          if (parsed.data.type === "presence") setPeople(parsed.data.people);
          else latest.current.onChange?.(parsed.data);
        } catch {
          // Not JSON: ignore.
        }
      });
      current.addEventListener("close", (event) => {
        clearInterval(pingTimer);
        if (openSocket.current === current) openSocket.current = null;
        if (socket !== current || stopped) return;
        socket = null;
        setPeople([]);
        if (event.code === ROOM_ACCESS_ENDED_CLOSE_CODE) {
          setEndedFor(productId);
          return;
        }
        if (event.code === SESSION_ENDED_CLOSE_CODE) return;
        if (event.code === ROOM_ROLE_CHANGED_CLOSE_CODE) {
          latest.current.onRoleChanged?.();
          attempts = 0;
          retry(500);
          return;
        }
        // A full room or too many tabs: only the slowest retry, so tabs do not hammer it.
        if (event.code === ROOM_FULL_CLOSE_CODE) {
          retry(MAX_BACKOFF_MS);
          return;
        }
        retry(Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempts));
        attempts++;
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socket?.close(1000, "left the page");
      socket = null;
      setPeople([]);
    };
  }, [productId, active, ended]);

  // Moving to another item (or back to the product page) tells the room without reconnecting.
  useEffect(() => {
    const socket = openSocket.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "where", itemId } satisfies RoomClientMessage));
  }, [itemId]);

  return { people, accessEnded: ended };
}
