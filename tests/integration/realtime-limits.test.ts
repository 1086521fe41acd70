import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONNECTION_REPLACED_CLOSE_CODE } from "../../shared/realtime-close-codes";
import type { RealtimeEvent } from "../../shared/realtime-events";
import { MAX_SOCKETS_PER_USER } from "../../workers/realtime/user-hub";
import { ORIGIN, signedInUser } from "./auth-helpers";
import { until as untilWithin } from "./wait";

// Generous: a busy 2-core machine may be slow, and nothing here is about speed.
const until = (check: () => boolean | Promise<boolean>) => untilWithin(check, 10_000);

/** One tab's socket through the real route, recording what it receives and how it was closed. */
async function openTab(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const tab = { socket, received: [] as string[], close: null as { code: number; reason: string } | null };
  socket.addEventListener("message", (event) => {
    tab.received.push(String(event.data));
  });
  socket.addEventListener("close", (event) => {
    tab.close = { code: event.code, reason: event.reason };
  });
  socket.accept();
  return tab;
}

const event: RealtimeEvent = { type: "conversation.inserted", conversation: { id: "c-limit", title: "Limit", updatedAt: 1 } };

describe("realtime sockets are bounded per user", () => {
  it("keeps at most 20: the 21st tab closes the oldest with a clear code and reason, and the newest stay live", async () => {
    expect(MAX_SOCKETS_PER_USER).toBe(20);
    const me = await signedInUser("ws-cap");
    const tabs: Awaited<ReturnType<typeof openTab>>[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) tabs.push(await openTab(me.cookie));
    const hub = env.USER_HUB.getByName(me.user.id);
    expect(await hub.connectionCount()).toBe(20);
    expect(tabs.every((tab) => tab.close === null)).toBe(true);

    const newest = await openTab(me.cookie);
    await until(() => tabs[0]!.close !== null);
    expect(tabs[0]!.close).toEqual({ code: CONNECTION_REPLACED_CLOSE_CODE, reason: expect.stringMatching(/newer connection/) });
    expect(tabs.slice(1).every((tab) => tab.close === null)).toBe(true);
    expect(await hub.connectionCount()).toBe(20);

    // The other 19 and the new tab all still get events; the replaced one does not.
    expect(await hub.broadcast(event)).toBe(20);
    await until(() => newest.received.length === 1 && tabs.slice(1).every((tab) => tab.received.length === 1));
    expect(tabs[0]!.received).toEqual([]);
  }, 60_000);

  it("does not count another user's sockets", async () => {
    const busy = await signedInUser("ws-cap-busy");
    const other = await signedInUser("ws-cap-other");
    const mine = await openTab(other.cookie);
    for (let i = 0; i < MAX_SOCKETS_PER_USER + 1; i++) await openTab(busy.cookie);
    expect(await env.USER_HUB.getByName(other.user.id).connectionCount()).toBe(1);
    expect(mine.close).toBeNull();
  }, 60_000);
});

describe("clients may only send the keep-alive ping", () => {
  it("answers ping with pong and keeps the socket open", async () => {
    const me = await signedInUser("ws-ping");
    const tab = await openTab(me.cookie);
    tab.socket.send("ping");
    await until(() => tab.received.length === 1);
    expect(tab.received).toEqual(["pong"]);
    expect(tab.close).toBeNull();
  });

  it("closes a socket that sends a large message with 1009", async () => {
    const me = await signedInUser("ws-big");
    const tab = await openTab(me.cookie);
    tab.socket.send("x".repeat(2 * 1024 * 1024));
    await until(() => tab.close !== null);
    expect(tab.close).toEqual({ code: 1009, reason: expect.stringMatching(/too big/) });
    await until(async () => (await env.USER_HUB.getByName(me.user.id).connectionCount()) === 0);
  });

  it("closes a socket that sends anything else with 1008, text or binary", async () => {
    const me = await signedInUser("ws-chatty");
    const text = await openTab(me.cookie);
    text.socket.send('{"type":"conversation.deleted","id":"x"}');
    const binary = await openTab(me.cookie);
    binary.socket.send(new Uint8Array([1, 2, 3]));
    await until(() => text.close !== null && binary.close !== null);
    expect(text.close).toEqual({ code: 1008, reason: expect.stringMatching(/only "ping"/) });
    expect(binary.close).toEqual({ code: 1008, reason: expect.stringMatching(/only "ping"/) });
  });
});
