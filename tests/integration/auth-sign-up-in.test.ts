import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, fetchWithVars, ORIGIN, sessionCookieFrom, signIn, signUp, uniqueEmail } from "./auth-helpers";

/** The suite hashes at the fast test cost; these go through a Worker with the production setting. */
const AT_PRODUCTION_COST = { PASSWORD_HASHING: undefined };
const authAtProductionCost = (action: "sign-up" | "sign-in", email: string, password = "correct horse battery") =>
  fetchWithVars(
    AT_PRODUCTION_COST,
    new Request(`${ORIGIN}/api/auth/${action}`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
  );
const storedHash = async (email: string) =>
  (await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>())!.password_hash;

describe("sign-up and sign-in with e-mail and password", () => {
  it("creates an account, then signs in with a session cookie and a bearer token", async () => {
    const email = uniqueEmail("founder");
    const signUpResponse = await call("POST", "/api/auth/sign-up", { body: { email, password: "correct horse battery" } });
    expect(signUpResponse.status).toBe(201);
    expect(await signUpResponse.json()).toEqual({ ok: true, message: "Account created! Please log in." });
    // Sign-up alone does not sign in (the UI returns to sign-in mode).
    expect(signUpResponse.headers.getSetCookie()).toEqual([]);

    const response = await signIn(email);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string }; token: string; expiresAt: number };
    expect(body.user.email).toBe(email);
    expect(body.token).toMatch(/^[a-z2-7]{52}$/);

    const session = await call("GET", "/api/auth/session", { cookie: sessionCookieFrom(response) });
    expect(await session.json()).toMatchObject({ user: { email } });
  });

  it("trims and lower-cases the e-mail, so the same person signs in however they type it", async () => {
    const email = uniqueEmail("Casey");
    await signUp(`  ${email.toUpperCase()}  `);
    expect((await signIn(email.toLowerCase())).status).toBe(200);
  });

  it("gives one generic message for a wrong password and for an unknown e-mail", async () => {
    const email = uniqueEmail("generic");
    await signUp(email);
    const wrongPassword = await signIn(email, "not the password");
    const unknownUser = await signIn(uniqueEmail("nobody"), "not the password");
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answers sign-up for a taken e-mail exactly like a new one and keeps the original password", async () => {
    const email = uniqueEmail("taken");
    await signUp(email, "the original password");
    const again = await call("POST", "/api/auth/sign-up", { body: { email, password: "an attacker's password" } });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, message: "Account created! Please log in." });
    expect((await signIn(email, "an attacker's password")).status).toBe(401);
    expect((await signIn(email, "the original password")).status).toBe(200);
  });

  it("stores a versioned scrypt hash at production cost, never the password", async () => {
    const email = uniqueEmail("hash");
    expect((await authAtProductionCost("sign-up", email)).status).toBe(201);
    const hash = await storedHash(email);
    expect(hash).toMatch(/^scrypt\$v1\$N=32768,r=8,p=3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("correct horse battery");
    expect((await authAtProductionCost("sign-in", email)).status).toBe(200);
    expect((await authAtProductionCost("sign-in", email, "not the password")).status).toBe(401);
  });

  it("upgrades a hash made with older, weaker settings at the next sign-in", async () => {
    const email = uniqueEmail("legacy");
    await signUp(email, "correct horse battery");
    // A v1 hash with N=2^14, as older settings would have written it.
    const { hashWithParams } = await import("./auth-legacy-hash");
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE email = ?")
      .bind(await hashWithParams("correct horse battery", 2 ** 14, 8, 1), email)
      .run();
    expect((await authAtProductionCost("sign-in", email)).status).toBe(200);
    expect(await storedHash(email)).toContain("$N=32768,r=8,p=3$");
    expect((await authAtProductionCost("sign-in", email)).status).toBe(200);
  });

  it("hashes at the fast test cost only where PASSWORD_HASHING asks for it, and upgrades those hashes once it is unset", async () => {
    const email = uniqueEmail("fast");
    await signUp(email, "correct horse battery");
    expect(await storedHash(email)).toContain("$N=1024,r=8,p=1$");
    expect((await authAtProductionCost("sign-in", email)).status).toBe(200);
    expect(await storedHash(email)).toContain("$N=32768,r=8,p=3$");
  });

  it("opens a new session on every sign-in", async () => {
    const email = uniqueEmail("twice");
    await signUp(email);
    const first = (await (await signIn(email)).json()) as { token: string };
    const second = (await (await signIn(email)).json()) as { token: string };
    expect(first.token).not.toBe(second.token);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count!.n).toBe(2);
  });
});
