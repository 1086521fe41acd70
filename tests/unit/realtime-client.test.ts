import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_ENDED_CLOSE_CODE } from "../../shared/realtime-close-codes";

/** A stand-in for the browser's WebSocket: records every socket made, and lets the test play the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send() {}
  close(code = 1000) {
    this.serverCloses(code);
  }
  open() {
    this.readyState = 1;
    this.emit("open", {});
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.emit("close", { code });
  }
  private emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("window", { location: { href: "http://app.test/dashboard" }, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal("document", { visibilityState: "visible", addEventListener() {}, removeEventListener() {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the realtime connection", () => {
  it("reconnects after a dropped socket, and sends the tab away when the server ends the session", async () => {
    const { subscribeRealtime } = await import("../../app/lib/realtime-client");
    const ended = vi.fn();
    subscribeRealtime({ onSessionEnded: ended });
    FakeSocket.made[0]!.open();
    FakeSocket.made[0]!.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.open();
    FakeSocket.made[1]!.serverCloses(SESSION_ENDED_CLOSE_CODE);
    expect(ended).toHaveBeenCalledOnce();
  });

  it("signing out in this tab closes it first: the server ending the session neither sends the tab away nor makes it reconnect", async () => {
    const { pauseRealtime, subscribeRealtime } = await import("../../app/lib/realtime-client");
    const ended = vi.fn();
    subscribeRealtime({ onSessionEnded: ended });
    const socket = FakeSocket.made[0]!;
    socket.open();
    const paused = pauseRealtime();
    socket.serverCloses(SESSION_ENDED_CLOSE_CODE);
    socket.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ended).not.toHaveBeenCalled();
    expect(FakeSocket.made).toHaveLength(1);
    // Signing out failed: the tab listens again.
    paused.resume();
    expect(FakeSocket.made).toHaveLength(2);
  });
});
