import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signInRules } from "../../workers/auth/throttle";
import { call, signedInUser, signIn, signUp, uniqueAddress, uniqueEmail } from "./auth-helpers";

/** The throttle rows of an e-mail from one client, and of that client, as the Worker names them. */
function keysOf(email: string, client: Record<string, string>) {
  const [emailFromClient, address] = signInRules(email, client["CF-Connecting-IP"]!).map((rule) => rule.key);
  return { emailFromClient: emailFromClient!, address: address! };
}

type Row = { failures: number; blocked_until: number | null; updated_at: number };
const readRow = (key: string) =>
  env.DB.prepare("SELECT failures, blocked_until, updated_at FROM sign_in_throttle WHERE key = ?").bind(key).first<Row>();
/** Lets a delay pass without waiting for it, by moving its end into the past. */
const endDelay = (key: string) =>
  env.DB.prepare("UPDATE sign_in_throttle SET blocked_until = ? WHERE key = ?")
    .bind(Date.now() - 1, key)
    .run();
/**
 * Checks that a failure started the 2 s delay, then stretches it to a minute, so the next
 * request lands inside it however slow the machine is.
 */
async function holdDelay(key: string) {
  const row = (await readRow(key))!;
  expect(row.blocked_until! - row.updated_at).toBe(2000);
  await env.DB.prepare("UPDATE sign_in_throttle SET blocked_until = ? WHERE key = ?")
    .bind(Date.now() + 60_000, key)
    .run();
}

async function failTimes(email: string, times: number, headers?: Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, "wrong password!", headers)).status);
  return statuses;
}

/** How many responses had each status, e.g. `{ 401: 5, 429: 15 }`. */
function tally(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("sign-in throttling", () => {
  it(
    "checks only five of twenty simultaneous wrong passwords for one e-mail and refuses the rest with 429",
    { timeout: 60_000 },
    async () => {
      const email = uniqueEmail("burst");
      const attacker = uniqueAddress();
      const responses = await Promise.all(Array.from({ length: 20 }, () => signIn(email, "wrong password!", attacker)));
      expect(tally(responses)).toEqual({ 401: 5, 429: 15 });
    },
  );

  it("delays the client that keeps failing, not the owner signing in from somewhere else", { timeout: 30_000 }, async () => {
    const email = uniqueEmail("owner");
    await signUp(email);
    const attacker = uniqueAddress();
    expect(await failTimes(email, 5, attacker)).toEqual([401, 401, 401, 401, 401]);
    await holdDelay(keysOf(email, attacker).emailFromClient);
    // The failing client waits, even with the right password...
    const blocked = await signIn(email, undefined, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await blocked.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
    // ...while the owner, on another network, signs in as usual.
    expect((await signIn(email, undefined, uniqueAddress())).status).toBe(200);
  });

  it("checks at most twenty of forty simultaneous attempts from one address, whatever the e-mails", { timeout: 120_000 }, async () => {
    const sprayer = uniqueAddress();
    const responses = await Promise.all(Array.from({ length: 40 }, () => signIn(uniqueEmail("spray"), "wrong password!", sprayer)));
    expect(tally(responses)).toEqual({ 401: 20, 429: 20 });
  });

  it("grows the delay with each further failure", { timeout: 30_000 }, async () => {
    const email = uniqueEmail("growing");
    const client = uniqueAddress();
    const { emailFromClient } = keysOf(email, client);
    await failTimes(email, 5, client);
    const first = (await readRow(emailFromClient))!;
    await endDelay(emailFromClient);
    expect(await failTimes(email, 1, client)).toEqual([401]);
    const second = (await readRow(emailFromClient))!;
    expect(second.failures).toBe(6);
    expect(second.blocked_until! - second.updated_at).toBe(2 * (first.blocked_until! - first.updated_at));
  });

  it("never locks for good: after the delay the right password works and clears that client's record", { timeout: 30_000 }, async () => {
    const email = uniqueEmail("recovers");
    await signUp(email);
    const client = uniqueAddress();
    const { emailFromClient } = keysOf(email, client);
    await failTimes(email, 5, client);
    await holdDelay(emailFromClient);
    expect((await signIn(email, undefined, client)).status).toBe(429);
    await endDelay(emailFromClient);
    expect((await signIn(email, undefined, client)).status).toBe(200);
    expect(await readRow(emailFromClient)).toBeNull();
  });

  it("does not count correct passwords against the client's address", { timeout: 30_000 }, async () => {
    const email = uniqueEmail("regular");
    await signUp(email);
    const client = uniqueAddress();
    const { address } = keysOf(email, client);
    // One failure short of the address's free attempts, as if others behind it had mistyped.
    await env.DB.prepare("INSERT INTO sign_in_throttle (key, failures, blocked_until, updated_at) VALUES (?, 19, NULL, ?)")
      .bind(address, Date.now())
      .run();
    expect((await signIn(email, undefined, client)).status).toBe(200);
    expect((await signIn(email, undefined, client)).status).toBe(200);
    expect((await readRow(address))!.failures).toBe(19);
  });

  it("forgets a deleted account's records from every client, and nobody else's", { timeout: 30_000 }, async () => {
    const me = await signedInUser("leaving");
    const client = uniqueAddress();
    // Same start, longer domain: must survive the deletion.
    const lookalike = `${me.email}.uk`;
    await failTimes(me.email, 1, client);
    await failTimes(lookalike, 1, client);
    expect((await call("DELETE", "/api/auth/account", { cookie: me.cookie })).status).toBe(200);
    expect(await readRow(keysOf(me.email, client).emailFromClient)).toBeNull();
    expect((await readRow(keysOf(lookalike, client).emailFromClient))!.failures).toBe(1);
    expect((await readRow(keysOf(me.email, client).address))!.failures).toBe(2);
  });

  it("does not count validation errors as failures", async () => {
    const email = uniqueEmail("typos");
    await signUp(email);
    for (let i = 0; i < 6; i++) await call("POST", "/api/auth/sign-in", { body: { email, password: "short" } });
    expect((await signIn(email)).status).toBe(200);
  });
});
