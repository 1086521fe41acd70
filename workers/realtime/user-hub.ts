import { DurableObject } from "cloudflare:workers";
import { realtimeEventSchema, type RealtimeEvent } from "../../shared/realtime-events";
import { SESSION_ENDED_CLOSE_CODE } from "../../shared/realtime-close-codes";
import { SESSION_TAG_HEADER } from "../auth/realtime-sessions";
import { deleteAccountSteps } from "./account-deletion-steps";
import { refuseClientMessage, replaceSocket, socketsToReplace, type SocketAttachment } from "./socket-policy";

/** Storage key of an account deletion under way. */
const DELETING_KEY = "deleting-account";
/** Steps one alarm runs before yielding to the next: each step is one bounded statement or one page of uploads. */
const STEPS_PER_ALARM = 5;

export { MAX_SOCKETS_PER_USER } from "./socket-policy";

/** Keep-alive frames answered by the runtime itself, so idle tabs never wake the object. */
export const PING = "ping";
export const PONG = "pong";

/**
 * One per user (`idFromName(userId)`). Holds that user's open WebSockets and fans out
 * conversation events to them. It stores no user data: D1 stays the source of truth, and a client
 * that reconnects resyncs from D1. When the account is deleted, it runs the background deletion.
 */
export class UserHub extends DurableObject<Env> {
  /** Tie-breaker for sockets accepted in the same millisecond (Date.now() only moves on I/O). */
  private accepted = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    // Hibernation API: the runtime keeps the socket open while the object sleeps. The tag
    // (the session's hashed id, set by /api/realtime) lets sign-out close exactly its sockets.
    const sessionTag = request.headers.get(SESSION_TAG_HEADER);
    for (const socket of socketsToReplace(this.ctx.getWebSockets())) replaceSocket(socket);
    this.ctx.acceptWebSocket(server, sessionTag ? [sessionTag] : []);
    server.serializeAttachment({ openedAt: Date.now(), order: this.accepted++ } satisfies SocketAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * RPC: send one event to every open socket of this user. Returns how many got it; an event
   * outside the realtime contract is refused (0) so clients never see a malformed message.
   */
  async broadcast(event: RealtimeEvent): Promise<number> {
    const parsed = realtimeEventSchema.safeParse(event);
    if (!parsed.success) {
      console.error(JSON.stringify({ level: "error", event: "realtime_event_rejected", issues: parsed.error.issues }));
      return 0;
    }
    const payload = JSON.stringify(parsed.data);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(payload);
        delivered++;
      } catch {
        // A socket that closed between listing and sending simply misses this event;
        // it resyncs from D1 when it reconnects.
      }
    }
    return delivered;
  }

  /**
   * RPC: close the sockets of ended sessions (all sockets when `sessionIds` is null) with the
   * "session ended" code, so open tabs go to /auth at once.
   */
  async closeSessions(sessionIds: string[] | null): Promise<number> {
    const sockets = sessionIds ? sessionIds.flatMap((id) => this.ctx.getWebSockets(id)) : this.ctx.getWebSockets();
    for (const socket of sockets) {
      try {
        socket.close(SESSION_ENDED_CLOSE_CODE, "session ended");
      } catch {
        // Already closing.
      }
    }
    return sockets.length;
  }

  /**
   * RPC: delete this (closed) account's data in the background (docs/product.md#account-deletion).
   * Kept in the object's storage with an alarm, so it goes on after restarts until it is done.
   */
  async deleteAccountData(userId: string): Promise<void> {
    await this.ctx.storage.put(DELETING_KEY, userId);
    await this.ctx.storage.setAlarm(Date.now());
  }

  /** A few bounded steps of the deletion, then the next alarm, until nothing is left. */
  override async alarm(): Promise<void> {
    const userId = await this.ctx.storage.get<string>(DELETING_KEY);
    if (!userId) return;
    const done = await deleteAccountSteps(this.env, userId, STEPS_PER_ALARM);
    if (done) await this.ctx.storage.delete(DELETING_KEY);
    else await this.ctx.storage.setAlarm(Date.now());
  }

  /** RPC: number of open sockets, not counting ones already closing (used by tests and diagnostics). */
  async connectionCount(): Promise<number> {
    return this.ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN).length;
  }

  /**
   * Clients only send keep-alive pings, which the auto-response answers without waking us; so
   * any message that does wake us is refused and its socket closed (see socket-policy.ts).
   */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    refuseClientMessage(socket, message);
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }
}
