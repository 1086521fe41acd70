import { readRealtimeEvent } from "./read-server-data";
import { CONNECTION_REPLACED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from "@shared/realtime-close-codes";
import type { RealtimeEvent } from "@shared/realtime-events";

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
 * with exponential backoff and jitter, except after "session ended" (go to /auth) and
 * "replaced" (wait until the tab is seen again); keep-alive pings are answered by the server
 * runtime without waking the Durable Object.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null;
  private listeners = new Set<Listener>();
  private attempts = 0;
  private connectedBefore = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  /** Set while a replaced socket waits for the tab to be seen again (see reconnectWhenSeen). */
  private stopWaitingToBeSeen = () => {};

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.socket) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  private connect() {
    this.stopWaitingToBeSeen();
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
        const event = readRealtimeEvent(JSON.parse(String(message.data)));
        if (event) this.listeners.forEach((l) => l.onEvent?.(event));
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
      if (event.code === CONNECTION_REPLACED_CLOSE_CODE) {
        this.reconnectWhenSeen();
        return;
      }
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts) * (0.75 + Math.random() / 2);
      this.attempts++;
      this.retryTimer = setTimeout(() => this.listeners.size > 0 && !this.socket && this.connect(), delay);
    });
  }

  /**
   * Newer tabs took this one's place. Reconnecting on a timer would take a place back and close
   * another tab, which would do the same: tabs evicting each other forever. Instead wait until
   * the user looks at this tab again (shown or focused), reconnect once and resync.
   */
  private reconnectWhenSeen() {
    const resume = () => {
      if (document.visibilityState !== "visible") return;
      this.stopWaitingToBeSeen();
      if (this.listeners.size > 0 && !this.socket) this.connect();
    };
    this.stopWaitingToBeSeen = () => {
      document.removeEventListener("visibilitychange", resume);
      window.removeEventListener("focus", resume);
      this.stopWaitingToBeSeen = () => {};
    };
    document.addEventListener("visibilitychange", resume);
    window.addEventListener("focus", resume);
  }

  /** Closes the socket on purpose (signing out): no reconnect, until resume() or a new listener. */
  pause() {
    this.disconnect();
  }

  /** Connects again after pause(), if anything still listens. */
  resume() {
    if (this.listeners.size > 0 && !this.socket) this.connect();
  }

  private disconnect() {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.stopWaitingToBeSeen();
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

/**
 * Signing out in this tab: the socket is closed first, so the server ending the session neither
 * sends this tab to /auth nor makes it try to reconnect without one. `resume` undoes it when
 * signing out failed.
 */
export function pauseRealtime(): { resume: () => void } {
  connection?.pause();
  return { resume: () => connection?.resume() };
}
