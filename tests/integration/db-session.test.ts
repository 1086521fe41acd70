import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "../../workers/db-session";
import { call, signedInUser } from "./auth-helpers";

/**
 * Reads near the user (docs/product.md#reads-near-the-user): requests run in a D1 session that
 * starts from the bookmark the browser brings back, and each response hands the newest one on.
 */
const bookmarkOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  return cookie ? cookie.slice(BOOKMARK_COOKIE.length + 1).split(";")[0]! : null;
};

describe("the D1 session bookmark", () => {
  it("goes to a signed-in browser after a write, and a read that brings it back sees the write", async () => {
    const me = await signedInUser("bookmark");
    const saved = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: { messages: [{ role: "user", content: "Bookmark me" }] },
    });
    expect(saved.status).toBe(201);
    const bookmark = bookmarkOf(saved);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
    const cookie = saved.headers.getSetCookie().find((c) => c.startsWith(BOOKMARK_COOKIE))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const list = await call("GET", "/api/conversations", { cookie: `${me.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` });
    const { conversations } = (await list.json()) as { conversations: Array<{ title: string }> };
    expect(conversations.map((c) => c.title)).toEqual(["Bookmark me"]);
  });

  it("ignores a malformed bookmark instead of failing, and gives a signed-out visitor none", async () => {
    const me = await signedInUser("bookmark-bad");
    for (const bad of ["not-a-bookmark!", "zz", "'; DROP TABLE users; --", "a".repeat(500)]) {
      const response = await call("GET", "/api/conversations", { cookie: `${me.cookie}; ${BOOKMARK_COOKIE}=${encodeURIComponent(bad)}` });
      expect(response.status).toBe(200);
    }
    const visitor = await call("GET", "/api/health");
    expect(bookmarkOf(visitor)).toBeNull();
  });
});
