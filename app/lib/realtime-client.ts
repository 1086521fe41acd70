import { realtimeEventSchema, type RealtimeEvent } from "./realtime-events";

/** Close code the server uses when the socket's session has ended (sign-out elsewhere). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

const PING_INTERVAL_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;

type Listener = {
  onEvent?: (event: RealtimeEvent) => void;
  /** After a reconnect: events may have been missed, so re-read from the server. */
  onResync?: () => void;
  onSessionEnded?: () => void;
};

/**
 * One WebSocket per tab to /api/realtime, shared by every component that listens. Reconnects
 * with exponential backoff and jitter; keep-alive pings are answered by the server runtime
 * without waking the Durable Object.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null;
  private listeners = new Set<Listener>();
  private attempts = 0;
  private connectedBefore = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.socket) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  private connect() {
    const url = new URL("/api/realtime", window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.attempts = 0;
      if (this.connectedBefore) this.listeners.forEach((l) => l.onResync?.());
      this.connectedBefore = true;
      this.pingTimer = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send("ping"), PING_INTERVAL_MS);
    });
    socket.addEventListener("message", (message) => {
      if (message.data === "pong") return;
      try {
        const parsed = realtimeEventSchema.safeParse(JSON.parse(String(message.data)));
        if (parsed.success) this.listeners.forEach((l) => l.onEvent?.(parsed.data));
      } catch {
        // Not JSON: ignore.
      }
    });
    socket.addEventListener("close", (event) => {
      clearInterval(this.pingTimer);
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        this.listeners.forEach((l) => l.onSessionEnded?.());
        return;
      }
      if (this.listeners.size === 0) return;
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts) * (0.75 + Math.random() / 2);
      this.attempts++;
      this.retryTimer = setTimeout(() => this.listeners.size > 0 && !this.socket && this.connect(), delay);
    });
  }

  private disconnect() {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "no listeners");
  }
}

let connection: RealtimeConnection | null = null;

export function subscribeRealtime(listener: Listener): () => void {
  connection ??= new RealtimeConnection();
  return connection.subscribe(listener);
}
