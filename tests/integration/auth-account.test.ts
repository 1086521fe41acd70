import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { closeAccount, DELETION_CHUNK_ROWS, deleteAccountStep } from "../../db/queries/account-deletion";
import { call, fetchWithVars, finishAccountDeletion, ORIGIN, signedInUser, signIn, signUp } from "./auth-helpers";

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
    // Closed at once: the session is gone and the address no longer signs in.
    expect((await call("GET", "/api/conversations", { cookie: me.cookie })).status).toBe(401);
    expect((await signIn(me.email)).status).toBe(401);

    // The data goes in the background.
    await finishAccountDeletion(me.user.id);
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

  it("deletes a large account in bounded chunks of at most 200 rows, and frees the address at once", async () => {
    const me = await signedInUser("leaving-large");
    const other = await signedInUser("staying-large");
    const conversations = 30;
    const perConversation = 20;
    const statements = [];
    for (let c = 0; c < conversations; c++) {
      const id = `big-${me.user.id}-${c}`;
      statements.push(env.DB.prepare("INSERT INTO conversations (id, user_id, title) VALUES (?, ?, 'Idea')").bind(id, me.user.id));
      for (let m = 0; m < perConversation; m++) {
        statements.push(
          env.DB.prepare("INSERT INTO messages (id, conversation_id, role, content, seq) VALUES (?, ?, 'user', 'words to index', ?)").bind(
            `${id}-m${m}`,
            id,
            m + 1,
          ),
        );
      }
    }
    await env.DB.batch(statements);
    const mine = async () =>
      (await env.DB.prepare(
        "SELECT (SELECT count(*) FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.user_id = ?1) + (SELECT count(*) FROM conversations WHERE user_id = ?1) AS n",
      )
        .bind(me.user.id)
        .first<{ n: number }>())!.n;
    expect(await mine()).toBe(conversations * (perConversation + 1));

    // Closed the way the route closes it, without scheduling the background run: this test runs the steps itself.
    await closeAccount(createDb(env.DB), me.user.id, me.email);
    // The address is free for a new account straight away.
    await signUp(me.email);

    // Each step of the background deletion removes at most one chunk, whoever runs it.
    let before = await mine();
    let steps = 0;
    while ((await deleteAccountStep(createDb(env.DB), me.user.id)) === "more") {
      const after = await mine();
      expect(before - after).toBeLessThanOrEqual(DELETION_CHUNK_ROWS);
      before = after;
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(Math.ceil((conversations * perConversation) / DELETION_CHUNK_ROWS));
    expect(await mine()).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(me.user.id).first<{ n: number }>())!.n).toBe(0);
    expect(await (await call("GET", "/api/auth/session", { cookie: other.cookie })).json()).toMatchObject({ user: { id: other.user.id } });
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
