import type { Context } from "hono";
import { parse, serialize } from "hono/utils/cookie";
import { readSessionToken, SESSION_COOKIE } from "./auth/cookies";
import type { AppEnv } from "./hono-env";

/**
 * Reads near the user (docs/product.md#reads-near-the-user): every request talks to D1 through a
 * Sessions API session, so its reads may be served by the nearest read replica while writes go
 * to the primary. The session starts from the bookmark the browser brought back (the latest
 * point of the database this browser has seen), so a request never reads older data than the
 * one before it wrote; without one it may start anywhere. The newest bookmark goes back in a
 * cookie with every response. Locally there is one copy, and the same code runs.
 */
export const BOOKMARK_COOKIE = "ux_twin_d1";
/** A bookmark only needs to outlive replication lag; a day covers any break between visits. */
const BOOKMARK_MAX_AGE_S = 24 * 60 * 60;
/** D1 bookmarks are hex groups joined by dashes; anything else is ignored rather than sent to D1. */
const BOOKMARK_SHAPE = /^[0-9a-f]+(?:-[0-9a-f]+){1,7}$/i;

export function readBookmark(headers: Headers): string | null {
  const cookieHeader = headers.get("cookie");
  const value = cookieHeader ? parse(cookieHeader, BOOKMARK_COOKIE)[BOOKMARK_COOKIE] : undefined;
  return value && value.length <= 200 && BOOKMARK_SHAPE.test(value) ? value : null;
}

/** The request's D1 session, from the browser's bookmark when it brought a good one. */
export function openDbSession(d1: D1Database, bookmark: string | null): D1DatabaseSession {
  if (bookmark) {
    try {
      return d1.withSession(bookmark);
    } catch {
      // A bookmark D1 does not accept (from another database, say) is no reason to fail the request.
    }
  }
  return d1.withSession("first-unconstrained");
}

/**
 * Hands the session's newest bookmark back to the browser when it moved on: only to a signed-in
 * browser (or one signing in now), whose pages are private and never cached, and never on a
 * WebSocket upgrade, whose response must stay the one the Durable Object made.
 */
export function keepBookmark(c: Context<AppEnv>, session: D1DatabaseSession, brought: string | null): void {
  const latest = session.getBookmark();
  if (!latest || latest === brought || c.res.status === 101) return;
  const signedIn =
    readSessionToken(c.req.raw.headers)?.source === "cookie" || (c.res.headers.get("set-cookie") ?? "").includes(`${SESSION_COOKIE}=`);
  if (!signedIn) return;
  const cookie = serialize(BOOKMARK_COOKIE, latest, {
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    path: "/",
    maxAge: BOOKMARK_MAX_AGE_S,
  });
  try {
    c.res.headers.append("Set-Cookie", cookie);
  } catch {
    // Headers of a fetched response are immutable: a copy shares the body without reading it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Set-Cookie", cookie);
  }
}
