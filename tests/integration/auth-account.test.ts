import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, fetchWithVars, ORIGIN, signedInUser, signIn } from "./auth-helpers";

describe("account deletion", () => {
  it("deletes the user's conversations, messages, uploads and sessions, and nobody else's", async () => {
    const me = await signedInUser("leaving");
    const other = await signedInUser("staying");
    for (const [userId, conversationId] of [
      [me.user.id, `c-${me.user.id}`],
      [other.user.id, `c-${other.user.id}`],
    ] as const) {
      await env.DB.prepare("INSERT INTO conversations (id, user_id, title) VALUES (?, ?, 'Idea')").bind(conversationId, userId).run();
      await env.DB.prepare("INSERT INTO messages (id, conversation_id, role, content, seq) VALUES (?, ?, 'user', 'Hi', 1)")
        .bind(`m-${conversationId}`, conversationId)
        .run();
      await env.BUCKET.put(`users/${userId}/screen-1.png`, new Uint8Array([1]));
      await env.BUCKET.put(`users/${userId}/nested/screen-2.png`, new Uint8Array([2]));
    }

    const response = await call("DELETE", "/api/auth/account", { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0");

    const count = async (sql: string, id: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())!.n;
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", me.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", me.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM conversations WHERE user_id = ?", me.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM messages WHERE conversation_id = ?", `c-${me.user.id}`)).toBe(0);
    expect((await env.BUCKET.list({ prefix: `users/${me.user.id}/` })).objects).toEqual([]);

    expect(await count("SELECT count(*) AS n FROM messages WHERE conversation_id = ?", `c-${other.user.id}`)).toBe(1);
    expect((await env.BUCKET.list({ prefix: `users/${other.user.id}/` })).objects).toHaveLength(2);
    expect(await (await call("GET", "/api/auth/session", { cookie: other.cookie })).json()).toMatchObject({ user: { id: other.user.id } });

    // The address can no longer sign in.
    expect((await signIn(me.email)).status).toBe(401);
  });

  it("needs a session", async () => {
    const response = await call("DELETE", "/api/auth/account");
    expect(response.status).toBe(401);
  });
});

describe("OAuth sign-in", () => {
  /** The Worker with GitHub sign-in configured (its id and secret set). */
  const withGitHub = (path: string, init?: RequestInit) =>
    fetchWithVars({ GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" }, new Request(`${ORIGIN}/api/auth/oauth${path}`, init));

  it("is off unless the provider's id and secret are configured", async () => {
    const response = await call("GET", "/api/auth/oauth/github");
    expect(response.status).toBe(404);
  });

  it("starts with a state and an S256 PKCE challenge, kept in short-lived HttpOnly cookies", async () => {
    const response = await withGitHub("/github");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = location.searchParams.get("state");
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith(`ux_twin_oauth_state=${state};`))).toContain("HttpOnly");
    expect(cookies.some((c) => c.startsWith("ux_twin_oauth_verifier="))).toBe(true);
  });

  it("refuses a callback whose state does not match the cookie", async () => {
    const response = await withGitHub("/github/callback?state=forged&code=abc", {
      headers: { Cookie: "ux_twin_oauth_state=real; ux_twin_oauth_verifier=v" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?error=oauth_state");
  });
});
