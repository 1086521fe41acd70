import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { createDb } from "../../db/client";
import { aiUsage, users } from "../../db/schema";
import { newId } from "../../db/ids";
import { consumeQuota, giveBackQuota, readQuota } from "../../workers/ai/quota";
import { call, fetchWithVars, ORIGIN, signedInUser } from "./auth-helpers";
import { until } from "./wait";

async function newUser() {
  const db = createDb(env.DB);
  const id = newId();
  await db.insert(users).values({ id, email: `${id}@example.com` });
  return { db, id };
}

describe("a misconfigured AI provider", () => {
  it("fails a chat and a tool run without spending the user's quota", async () => {
    const { cookie, user } = await signedInUser("misconfigured");
    const broken = { AI_PROVIDER: "openai-compatible", AI_BASE_URL: undefined, AI_MODEL: undefined };
    const post = (path: string, body: unknown) =>
      fetchWithVars(
        broken,
        new Request(ORIGIN + path, {
          method: "POST",
          headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const chat = await post("/api/chat/completions", { messages: [{ role: "user", content: "Hello" }] });
    const tool = await post("/api/functions/monetization-strategy", { productIdea: "A garden tool library" });
    expect(chat.status).toBeGreaterThanOrEqual(500);
    expect(tool.status).toBeGreaterThanOrEqual(500);
    expect((await readQuota(createDb(env.DB), user.id, 1000)).used).toBe(0);
  });
});

describe("the daily AI quota in D1", () => {
  it("counts requests per user and refuses the one over the limit with 429 and Retry-After", async () => {
    const { db, id } = await newUser();
    const noon = new Date("2030-05-01T12:00:00Z");
    expect(await consumeQuota(db, id, 2, noon)).toMatchObject({ used: 1, remaining: 1 });
    expect(await consumeQuota(db, id, 2, noon)).toMatchObject({ used: 2, remaining: 0, resetsAt: "2030-05-02T00:00:00.000Z" });
    const refused = await consumeQuota(db, id, 2, noon).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, code: "rate_limited", headers: { "Retry-After": String(12 * 3600) } });
    expect(await readQuota(db, id, 2, noon)).toMatchObject({ used: 2, remaining: 0 });
    // A new UTC day starts a new count.
    expect(await consumeQuota(db, id, 2, new Date("2030-05-02T00:00:01Z"))).toMatchObject({ used: 1 });
  });

  it("moves the revision forward on every change, a request given back included, so open tabs take the lower count", async () => {
    const { db, id } = await newUser();
    const noon = new Date("2030-05-01T12:00:00Z");
    const first = await consumeQuota(db, id, 5, noon);
    const second = await consumeQuota(db, id, 5, noon);
    expect(second.revision).toBeGreaterThan(first.revision);
    expect(await giveBackQuota(db, id, second)).toBe(true);
    const afterGiveBack = await readQuota(db, id, 5, noon);
    expect(afterGiveBack).toMatchObject({ used: 1, remaining: 4 });
    expect(afterGiveBack.revision).toBeGreaterThan(second.revision);
    const third = await consumeQuota(db, id, 5, noon);
    expect(third).toMatchObject({ used: 2 });
    expect(third.revision).toBeGreaterThan(afterGiveBack.revision);
  });

  it("never lets concurrent requests exceed the limit", async () => {
    const { db, id } = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => consumeQuota(db, id, 5)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect((await readQuota(db, id, 5)).used).toBe(5);
  });

  it("keeps each user's count separate", async () => {
    const a = await newUser();
    const b = await newUser();
    await consumeQuota(a.db, a.id, 3);
    await consumeQuota(a.db, a.id, 3);
    expect((await readQuota(b.db, b.id, 3)).used).toBe(0);
  });
});

describe("GET /api/usage", () => {
  it("needs a session", async () => {
    const response = await call("GET", "/api/usage");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("tells the signed-in UI which model answers and how much quota is left", async () => {
    const { cookie, user } = await signedInUser("usage");
    await consumeQuota(createDb(env.DB), user.id, 300);
    const response = await call("GET", "/api/usage", { cookie });
    expect(response.status).toBe(200);
    const body = aiStatusSchema.parse(await response.json());
    expect(body).toMatchObject({ provider: "offline", offline: true, modelLabel: "Offline model", expertName: "Alex Morgan" });
    expect(body.quota).toMatchObject({ limit: 300, used: 1, remaining: 299 });
  });
});

async function listen(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const events: { type: string; quota?: { limit: number; used: number; remaining: number; resetsAt: string } }[] = [];
  socket.addEventListener("message", (message) => {
    events.push(JSON.parse(String(message.data)));
  });
  socket.accept();
  return events;
}

const usageOf = async (cookie: string) => aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie })).json()).quota;

describe("open tabs hear the new count after every AI request", () => {
  it("sends usage.updated to every socket of the user after a chat reply and a tool run, and to nobody else", async () => {
    const me = await signedInUser("usage-live");
    const stranger = await signedInUser("usage-live-other");
    const tabA = await listen(me.cookie);
    const tabB = await listen(me.cookie);
    const theirs = await listen(stranger.cookie);
    const { limit } = await usageOf(me.cookie);

    const chat = await call("POST", "/api/chat/completions", {
      cookie: me.cookie,
      body: { messages: [{ role: "user", content: "Hello" }] },
    });
    expect(chat.status).toBe(200);
    await chat.text();
    await until(() => tabA.length === 1 && tabB.length === 1);
    expect(tabA[0]).toEqual({ type: "usage.updated", quota: await usageOf(me.cookie) });
    expect(tabA[0]!.quota).toMatchObject({ limit, used: 1, remaining: limit - 1 });

    const tool = await call("POST", "/api/functions/monetization-strategy", {
      cookie: me.cookie,
      body: { productIdea: "A booking app for dog walkers" },
    });
    expect(tool.status).toBe(200);
    await tool.text();
    await until(() => tabA.length === 2 && tabB.length === 2);
    expect(tabB[1]).toMatchObject({ type: "usage.updated", quota: { used: 2, remaining: limit - 2 } });
    expect(theirs).toEqual([]);
  });

  it("answers a request over the limit with 429, Retry-After and the JSON error, without counting or announcing it", async () => {
    const me = await signedInUser("usage-over");
    const tab = await listen(me.cookie);
    const { limit, resetsAt } = await usageOf(me.cookie);
    // The day's requests are all used (as if spent earlier today).
    await createDb(env.DB)
      .insert(aiUsage)
      .values({ userId: me.user.id, day: new Date().toISOString().slice(0, 10), requests: limit });

    for (const [path, body] of [
      ["/api/chat/completions", { messages: [{ role: "user", content: "One more?" }] }],
      ["/api/functions/ux-feedback", { designDescription: "A checkout page with three steps" }],
    ] as const) {
      const response = await call("POST", path, { cookie: me.cookie, body });
      expect(response.status, path).toBe(429);
      const seconds = Number(response.headers.get("Retry-After"));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(Math.ceil((Date.parse(resetsAt) - Date.now()) / 1000) + 1);
      expect(await response.json()).toEqual({
        error: { code: "rate_limited", message: `You have used all ${limit} AI requests for today. The limit resets at midnight UTC.` },
      });
    }
    expect(await usageOf(me.cookie)).toMatchObject({ used: limit, remaining: 0 });
    // Give a stray event the chance to arrive: a usage read goes through the same Worker after the refusals.
    await call("GET", "/api/usage", { cookie: me.cookie });
    expect(tab).toEqual([]);
  });
});
