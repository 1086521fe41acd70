import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashSessionToken } from "../../workers/auth/tokens";
import { call, ORIGIN, signedInUser, signIn, signUp, uniqueEmail } from "./auth-helpers";

const DAY = 24 * 60 * 60 * 1000;

async function expiresAt(sessionId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE id = ?").bind(sessionId).first<{ expires_at: number }>();
  return row!.expires_at;
}

describe("sessions", () => {
  it("keeps only the SHA-256 of the token in D1", async () => {
    const { token, user } = await signedInUser("at-rest");
    const rows = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(user.id).all<{ id: string }>();
    expect(rows.results.map((r) => r.id)).toEqual([await hashSessionToken(token)]);
    const dump = JSON.stringify((await env.DB.prepare("SELECT * FROM sessions").all()).results);
    expect(dump).not.toContain(token);
  });

  it("sets an HttpOnly, SameSite=Lax cookie for 30 days, Secure only over https", async () => {
    const email = uniqueEmail("cookie");
    await signUp(email);
    const plain = (await signIn(email)).headers.get("set-cookie")!;
    expect(plain).toMatch(/^ux_twin_session=[a-z2-7]+;/);
    expect(plain).toContain("HttpOnly");
    expect(plain).toContain("SameSite=Lax");
    expect(plain).toContain("Path=/");
    expect(plain).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(plain).not.toContain("Secure");

    const https = await (
      await import("cloudflare:workers")
    ).exports.default.fetch(
      new Request("https://app.test/api/auth/sign-in", {
        method: "POST",
        headers: { Origin: "https://app.test", "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "correct horse battery" }),
      }),
    );
    expect(https.headers.get("set-cookie")).toContain("Secure");
  });

  it("accepts the token as a bearer header for API clients", async () => {
    const { token, email } = await signedInUser("bearer");
    const response = await call("GET", "/api/auth/session", { bearer: token, headers: { Origin: "" } });
    expect(await response.json()).toMatchObject({ user: { email } });
    const forged = await call("GET", "/api/auth/sessions", { bearer: token.replace(/.$/, (c) => (c === "a" ? "b" : "a")) });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: { code: "unauthorized", message: "No valid session found" } });
  });

  it("ends the session on sign-out and clears the cookie", async () => {
    const { token, cookie } = await signedInUser("sign-out");
    const response = await call("POST", "/api/auth/sign-out", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^ux_twin_session=;.*Max-Age=0/);
    expect(await (await call("GET", "/api/auth/session", { bearer: token })).json()).toEqual({ user: null });
    const row = await env.DB.prepare("SELECT id FROM sessions WHERE id = ?")
      .bind(await hashSessionToken(token))
      .first();
    expect(row).toBeNull();
  });

  it("rejects and deletes an expired session", async () => {
    const { token } = await signedInUser("expired");
    const id = await hashSessionToken(token);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    expect(await (await call("GET", "/api/auth/session", { bearer: token })).json()).toEqual({ user: null });
    expect(await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(id).first()).toBeNull();
  });

  it("extends a session that is used again to a full 30 days, and refreshes the cookie", async () => {
    const { token, cookie } = await signedInUser("extend");
    const id = await hashSessionToken(token);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() + 10 * DAY, id)
      .run();
    const response = await call("GET", "/api/auth/session", { cookie });
    expect(await response.json()).toMatchObject({ user: { id: expect.any(String) } });
    expect(await expiresAt(id)).toBeGreaterThan(Date.now() + 29.9 * DAY);
    expect(response.headers.get("set-cookie")).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it("does not write on every request while the session is fresh", async () => {
    const { token } = await signedInUser("fresh");
    const id = await hashSessionToken(token);
    const before = await expiresAt(id);
    await call("GET", "/api/auth/session", { bearer: token });
    expect(await expiresAt(id)).toBe(before);
  });

  it("lists the user's sessions, marks the current one, and signs out everywhere", async () => {
    const { email, cookie } = await signedInUser("everywhere");
    const other = (await (await signIn(email, undefined, { "User-Agent": "Other browser" })).json()) as { token: string };
    const list = (await (await call("GET", "/api/auth/sessions", { cookie })).json()) as {
      sessions: Array<{ current: boolean; userAgent: string | null; id: string }>;
    };
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions.map((s) => s.userAgent)).toContain("Other browser");
    expect(list.sessions.every((s) => s.id.length === 12)).toBe(true);

    const response = await call("POST", "/api/auth/sign-out-everywhere", { cookie });
    expect(response.status).toBe(200);
    expect(await (await call("GET", "/api/auth/session", { cookie })).json()).toEqual({ user: null });
    expect(await (await call("GET", "/api/auth/session", { bearer: other.token })).json()).toEqual({ user: null });
  });

  it("refuses the sessions list without a session", async () => {
    const response = await call("GET", "/api/auth/sessions");
    expect(response.status).toBe(401);
    expect(new URL(ORIGIN).host).toBe("app.test");
  });
});
