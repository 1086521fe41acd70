import { DurableObject } from "cloudflare:workers";
import {
  PRODUCT_ROOM_LIMITS,
  presenceColor,
  presenceInitials,
  ROOM_PING,
  ROOM_PONG,
  roomChangeMessageSchema,
  roomClientMessageSchema,
  roomServerMessageSchema,
  type PresentPerson,
  type RoomChangeMessage,
} from "../../shared/contracts/product-room";
import { ROOM_FULL_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from "../../shared/realtime-close-codes";
import { SESSION_TAG_HEADER } from "../auth/realtime-sessions";

/**
 * Headers only the Worker sets (workers/api/product-room.ts overwrites whatever a client sent):
 * who the socket belongs to, already checked against D1.
 */
export const ROOM_USER_ID_HEADER = "X-Room-User-Id";
export const ROOM_EMAIL_HEADER = "X-Room-Email";
export const ROOM_ROLE_HEADER = "X-Room-Role";

/** What the room keeps on each socket (survives hibernation). */
type RoomAttachment = {
  userId: string;
  email: string;
  role: string;
  /** "product", or the id of the item this socket's page shows. */
  where: string;
  /** When the socket opened: people are listed in the order they arrived. */
  openedAt: number;
  /** When `where` last changed (or the socket opened): a user's newest place wins. */
  movedAt: number;
  /** Tie-breaker within one millisecond (counts from 0 again after hibernation, which only blurs ties). */
  order: number;
  /** The minute this socket's "where" messages are counted in, and how many it sent in it. */
  movesSince?: number;
  moves?: number;
};

const userTag = (userId: string) => `user:${userId}`;

/**
 * One per product (`getByName(productId)`). Holds the sockets of the product's owner and members
 * and tells them who is present. It stores nothing: membership lives in D1 and is checked by the
 * Worker before a socket gets here; removing a member closes their sockets (closeUser).
 */
export class ProductRoom extends DurableObject<Env> {
  /** Tie-breaker for moves in the same millisecond (Date.now() only moves on I/O). */
  private order = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(ROOM_PING, ROOM_PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const userId = request.headers.get(ROOM_USER_ID_HEADER);
    const email = request.headers.get(ROOM_EMAIL_HEADER);
    const role = request.headers.get(ROOM_ROLE_HEADER);
    if (!userId || !email || !role) return new Response("Missing caller", { status: 400 });
    const sessionTag = request.headers.get(SESSION_TAG_HEADER);

    const { 0: client, 1: server } = new WebSocketPair();
    const mine = this.openSockets(userTag(userId)).length;
    const all = this.openSockets().length;
    if (mine >= PRODUCT_ROOM_LIMITS.socketsPerUser || all >= PRODUCT_ROOM_LIMITS.socketsPerRoom) {
      // Accepted only to be closed: a browser sees a close code, never an HTTP status.
      server.accept();
      server.close(
        ROOM_FULL_CLOSE_CODE,
        mine >= PRODUCT_ROOM_LIMITS.socketsPerUser
          ? `too many connections: at most ${PRODUCT_ROOM_LIMITS.socketsPerUser} per person`
          : `room full: at most ${PRODUCT_ROOM_LIMITS.socketsPerRoom} connections`,
      );
      return new Response(null, { status: 101, webSocket: client });
    }
    this.ctx.acceptWebSocket(server, [userTag(userId), ...(sessionTag ? [sessionTag] : [])]);
    const now = Date.now();
    server.serializeAttachment({
      userId,
      email,
      role,
      where: "product",
      openedAt: now,
      movedAt: now,
      order: this.order++,
    } satisfies RoomAttachment);
    this.broadcastPresence();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** RPC: close every socket of one user (removed, or their role changed) with `code`. Returns how many. */
  async closeUser(userId: string, code: number, reason: string): Promise<number> {
    return this.closeSockets(this.openSockets(userTag(userId)), code, reason);
  }

  /**
   * RPC: close one user's sockets of the given sessions (all of their sockets when null), because
   * those sessions ended: signed out, signed out everywhere, or the account was deleted.
   */
  async closeSessions(userId: string, sessionIds: string[] | null): Promise<number> {
    const mine = this.openSockets(userTag(userId));
    const ended = sessionIds === null ? mine : mine.filter((socket) => this.ctx.getTags(socket).some((tag) => sessionIds.includes(tag)));
    return this.closeSockets(ended, SESSION_ENDED_CLOSE_CODE, "session ended");
  }

  /** RPC: close every socket (the product was deleted). */
  async closeAll(code: number, reason: string): Promise<number> {
    return this.closeSockets(this.openSockets(), code, reason);
  }

  /**
   * RPC: tells every socket in the room that something changed (an item's versions, title or
   * comments), for open pages to re-read; the reading routes decide what each person may see.
   * Answers how many sockets it was sent to.
   */
  async broadcast(message: RoomChangeMessage): Promise<number> {
    return this.sendToAll(JSON.stringify(roomChangeMessageSchema.parse(message)));
  }

  /** RPC: who is present now (tests and diagnostics). */
  async presence(): Promise<PresentPerson[]> {
    return this.present();
  }

  /** RPC: open sockets, not counting ones already closing. */
  async connectionCount(): Promise<number> {
    return this.openSockets().length;
  }

  /**
   * The only message a client sends (besides the ping the runtime answers) is where it is. Anything
   * else, or anything too large, closes that socket: a well-behaved client never sends it.
   */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (socket.readyState !== WebSocket.OPEN) return;
    const size = typeof message === "string" ? message.length : message.byteLength;
    if (size > PRODUCT_ROOM_LIMITS.messageCharacters) {
      this.refuse(socket, 1009, "message too big");
      return;
    }
    const parsed = typeof message === "string" ? roomClientMessageSchema.safeParse(parseJson(message)) : null;
    if (!parsed?.success) {
      this.refuse(socket, 1008, 'unexpected message: send "ping" or {"type":"where","itemId":…}');
      return;
    }
    const attachment = socket.deserializeAttachment() as RoomAttachment;
    const now = Date.now();
    const fresh = attachment.movesSince === undefined || now - attachment.movesSince >= 60_000;
    const moves = (fresh ? 0 : (attachment.moves ?? 0)) + 1;
    if (moves > PRODUCT_ROOM_LIMITS.movesPerMinute) {
      this.refuse(socket, 1008, `too many moves: at most ${PRODUCT_ROOM_LIMITS.movesPerMinute} a minute`);
      return;
    }
    const counted = { ...attachment, movesSince: fresh ? now : attachment.movesSince, moves };
    const where = parsed.data.itemId ?? "product";
    if (attachment.where === where) {
      socket.serializeAttachment(counted satisfies RoomAttachment);
      return;
    }
    socket.serializeAttachment({ ...counted, where, movedAt: now, order: this.order++ } satisfies RoomAttachment);
    this.broadcastPresence();
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed by the runtime.
    }
    this.broadcastPresence();
  }

  override async webSocketError(): Promise<void> {
    this.broadcastPresence();
  }

  private openSockets(tag?: string): WebSocket[] {
    return this.ctx.getWebSockets(tag).filter((socket) => socket.readyState === WebSocket.OPEN);
  }

  /** One entry per user: their newest place across their tabs, in the order people arrived. */
  private present(): PresentPerson[] {
    const people = new Map<string, { person: PresentPerson; arrived: number; movedAt: number; order: number }>();
    for (const socket of this.openSockets()) {
      const seen = socket.deserializeAttachment() as RoomAttachment | null;
      if (!seen) continue;
      const known = people.get(seen.userId);
      const arrived = Math.min(known?.arrived ?? Infinity, seen.openedAt);
      if (known && (known.movedAt > seen.movedAt || (known.movedAt === seen.movedAt && known.order > seen.order))) {
        known.arrived = arrived;
        continue;
      }
      people.set(seen.userId, {
        person: {
          userId: seen.userId,
          email: seen.email,
          initials: presenceInitials(seen.email),
          color: presenceColor(seen.userId),
          where: seen.where,
        },
        arrived,
        movedAt: seen.movedAt,
        order: seen.order,
      });
    }
    return [...people.values()]
      .sort((a, b) => a.arrived - b.arrived || a.person.userId.localeCompare(b.person.userId))
      .map((entry) => entry.person);
  }

  private broadcastPresence(): void {
    this.sendToAll(JSON.stringify(roomServerMessageSchema.parse({ type: "presence", people: this.present() })));
  }

  private sendToAll(payload: string): number {
    let sent = 0;
    for (const socket of this.openSockets()) {
      try {
        socket.send(payload);
        sent++;
      } catch {
        // Closed between listing and sending: its close sends the next presence list, and its page re-reads when it reconnects.
      }
    }
    return sent;
  }

  private closeSockets(sockets: WebSocket[], code: number, reason: string): number {
    for (const socket of sockets) {
      try {
        socket.close(code, reason);
      } catch {
        // Already closing.
      }
    }
    if (sockets.length > 0) this.broadcastPresence();
    return sockets.length;
  }

  private refuse(socket: WebSocket, code: number, reason: string): void {
    console.info(JSON.stringify({ level: "info", event: "product_room_message_refused", code }));
    this.closeSockets([socket], code, reason);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
