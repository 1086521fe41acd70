import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../../shared/session-user";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { readSessionToken, sessionCookie } from "./cookies";
import { validateSessionToken } from "./sessions";

/**
 * Resolves the caller once per request: sets `c.var.user` and `c.var.sessionId` from the session
 * cookie or `Authorization: Bearer <token>` (both null when signed out). A cookie session that
 * was just extended gets a refreshed cookie so browser and database expiry stay in step.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  const found = readSessionToken(c.req.raw.headers);
  const session = found ? await validateSessionToken(c.var.db, found.token) : null;
  if (session) {
    c.set("user", session.user);
    c.set("sessionId", session.sessionId);
  }
  await next();
  // A WebSocket upgrade (101) has immutable headers: its cookie is refreshed on the next request.
  if (session?.extended && found?.source === "cookie" && c.get("sessionId") === session.sessionId && c.res.status !== 101) {
    c.res.headers.append("Set-Cookie", sessionCookie(c.req.url, found.token, session.expiresAt));
  }
});

/** The signed-in user, or a 401 in the API's error shape. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthorized", "No valid session found");
  return user;
}
