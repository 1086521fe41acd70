import { evictDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, signedInUser } from "./auth-helpers";

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function connect(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const state = { events: [] as { type: string; conversation?: { id: string } }[], closed: false };
  socket.addEventListener("message", (m) => state.events.push(JSON.parse(String(m.data))));
  socket.addEventListener("close", () => (state.closed = true));
  socket.addEventListener("error", () => (state.closed = true));
  socket.accept();
  return state;
}

const save = async (cookie: string, content: string) =>
  (
    (await (await call("POST", "/api/conversations", { cookie, body: { messages: [{ role: "user", content }] } })).json()) as {
      conversation: { id: string };
    }
  ).conversation.id;

const listIds = async (cookie: string) =>
  ((await (await call("GET", "/api/conversations", { cookie })).json()) as { conversations: { id: string }[] }).conversations.map(
    (c) => c.id,
  );

describe("the Durable Object restarts", () => {
  it("with hibernation (the default eviction), open sockets survive and keep receiving events", async () => {
    const me = await signedInUser("do-hibernate");
    const tab = await connect(me.cookie);
    await save(me.cookie, "before eviction");
    await until(() => tab.events.length === 1);
    await evictDurableObject(env.USER_HUB.getByName(me.user.id));
    const id = await save(me.cookie, "after eviction");
    await until(() => tab.events.length === 2);
    expect(tab.events[1]).toMatchObject({ type: "conversation.inserted", conversation: { id } });
    expect(tab.closed).toBe(false);
  });

  it("drops the sockets, saves keep landing in D1, and a reconnected client resyncs and hears new events", async () => {
    const me = await signedInUser("do-restart");
    const before = await connect(me.cookie);
    const first = await save(me.cookie, "before the restart");
    await until(() => before.events.length === 1);

    // Only this user's hub: other test files may be using theirs.
    await evictDurableObject(env.USER_HUB.getByName(me.user.id), { webSockets: "close" });
    await until(() => before.closed);
    expect(await env.USER_HUB.getByName(me.user.id).connectionCount()).toBe(0);

    // While no socket is open, a save still succeeds: D1 is the truth, fan-out is best effort.
    const missed = await save(me.cookie, "while nobody listened");
    // The client's resync after reconnecting is a list read: it finds everything D1 has.
    const after = await connect(me.cookie);
    expect(await listIds(me.cookie)).toEqual([missed, first]);

    const live = await save(me.cookie, "after the restart");
    await until(() => after.events.length === 1);
    expect(after.events[0]).toMatchObject({ type: "conversation.inserted", conversation: { id: live } });
    expect(before.events).toHaveLength(1);
  });
});
