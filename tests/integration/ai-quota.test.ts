import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { aiStatusSchema } from "../../app/lib/contracts/ai-status";
import { createDb } from "../../db/client";
import { users } from "../../db/schema";
import { newId } from "../../db/ids";
import { consumeQuota, readQuota } from "../../workers/ai/quota";
import { call, signedInUser } from "./auth-helpers";

async function newUser() {
  const db = createDb(env.DB);
  const id = newId();
  await db.insert(users).values({ id, email: `${id}@example.com` });
  return { db, id };
}

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
