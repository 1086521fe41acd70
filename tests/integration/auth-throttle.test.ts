import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, signIn, signUp, uniqueEmail } from "./auth-helpers";

async function failTimes(email: string, times: number, headers?: Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, "wrong password!", headers)).status);
  return statuses;
}

describe("sign-in throttling", () => {
  it("answers 429 with Retry-After once an e-mail has failed five times, even for the right password", async () => {
    const email = uniqueEmail("throttled");
    await signUp(email);
    expect(await failTimes(email, 5)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signIn(email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await blocked.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
  });

  it("grows the delay with each further failure", async () => {
    const email = uniqueEmail("growing");
    await signUp(email);
    await failTimes(email, 5);
    const row = () =>
      env.DB.prepare("SELECT failures, blocked_until, updated_at FROM sign_in_throttle WHERE key = ?")
        .bind(`email:${email}`)
        .first<{ failures: number; blocked_until: number; updated_at: number }>();
    const first = (await row())!;
    // Let the block pass (by moving it into the past), fail again, and compare the new delay.
    await env.DB.prepare("UPDATE sign_in_throttle SET blocked_until = ? WHERE key = ?").bind(Date.now() - 1, `email:${email}`).run();
    expect(await failTimes(email, 1)).toEqual([401]);
    const second = (await row())!;
    expect(second.failures).toBe(6);
    expect(second.blocked_until - second.updated_at).toBe(2 * (first.blocked_until - first.updated_at));
  });

  it("never locks for good: after the delay the right password works and clears the record", async () => {
    const email = uniqueEmail("recovers");
    await signUp(email);
    await failTimes(email, 5);
    expect((await signIn(email)).status).toBe(429);
    await env.DB.prepare("UPDATE sign_in_throttle SET blocked_until = ? WHERE key = ?").bind(Date.now() - 1, `email:${email}`).run();
    expect((await signIn(email)).status).toBe(200);
    expect(await env.DB.prepare("SELECT key FROM sign_in_throttle WHERE key = ?").bind(`email:${email}`).first()).toBeNull();
  });

  it("also throttles one client address trying many e-mails", async () => {
    const address = { "CF-Connecting-IP": "203.0.113.77" };
    const victim = uniqueEmail("victim");
    await signUp(victim);
    for (let i = 0; i < 20; i++) await signIn(uniqueEmail("spray"), "wrong password!", address);
    expect((await signIn(victim, undefined, address)).status).toBe(429);
    // Another client is unaffected.
    expect((await signIn(victim, undefined, { "CF-Connecting-IP": "198.51.100.9" })).status).toBe(200);
  }, 30_000);

  it("does not count validation errors as failures", async () => {
    const email = uniqueEmail("typos");
    await signUp(email);
    for (let i = 0; i < 6; i++) await call("POST", "/api/auth/sign-in", { body: { email, password: "short" } });
    expect((await signIn(email)).status).toBe(200);
  });
});
