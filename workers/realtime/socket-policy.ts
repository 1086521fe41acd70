import { CONNECTION_REPLACED_CLOSE_CODE } from "../../shared/realtime-close-codes";

/**
 * How many sockets one user may hold. A tab opens one, so 20 covers any real working session;
 * beyond that the sockets are stale tabs or a script, and each costs memory in the hub.
 */
export const MAX_SOCKETS_PER_USER = 20;

/** Clients only ever send "ping"; a message longer than this (characters or bytes) is refused as too big (1009). */
export const MAX_CLIENT_MESSAGE_LENGTH = 1024;

/** What the hub stores on each socket (survives hibernation): when it was opened, for "oldest first". */
export type SocketAttachment = { openedAt: number; order: number };

/**
 * The open sockets to close so a new one fits under the cap, oldest first. Closing the oldest,
 * not refusing the newest: the tab the user just opened is the one they are looking at, while
 * the oldest is most likely forgotten in the background. The client does not reconnect on its
 * own after this close (see app/lib/realtime-client.ts), so tabs cannot evict each other in a loop.
 */
export function socketsToReplace(sockets: WebSocket[], max = MAX_SOCKETS_PER_USER): WebSocket[] {
  // Sockets we already asked to close are on their way out and no longer count.
  const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN);
  const excess = open.length - (max - 1);
  if (excess <= 0) return [];
  const age = (socket: WebSocket) => (socket.deserializeAttachment() as SocketAttachment | null) ?? { openedAt: 0, order: 0 };
  // A stable sort: sockets opened in the same millisecond keep the runtime's (acceptance) order.
  const oldestFirst = [...open].sort((a, b) => age(a).openedAt - age(b).openedAt || age(a).order - age(b).order);
  return oldestFirst.slice(0, excess);
}

export function replaceSocket(socket: WebSocket): void {
  try {
    socket.close(CONNECTION_REPLACED_CLOSE_CODE, `replaced by a newer connection: at most ${MAX_SOCKETS_PER_USER} per user`);
  } catch {
    // Already closing.
  }
}

/**
 * A message reached the hub, so it was not the keep-alive ping the runtime answers by itself:
 * every such message wakes the object, so the socket is closed rather than served. 1009 for a
 * big one, 1008 (policy) for anything else, each with a reason a developer can read.
 */
export function refuseClientMessage(socket: WebSocket, message: string | ArrayBuffer): void {
  // Messages can still arrive while our close is under way: one close and one log line per socket.
  if (socket.readyState !== WebSocket.OPEN) return;
  const size = typeof message === "string" ? message.length : message.byteLength;
  const [code, reason] =
    size > MAX_CLIENT_MESSAGE_LENGTH
      ? [1009, 'message too big: clients send only "ping"']
      : [1008, 'unexpected message: clients send only "ping"'];
  console.info(JSON.stringify({ level: "info", event: "realtime_message_refused", code, size }));
  try {
    socket.close(code, reason);
  } catch {
    // Already closing.
  }
}
