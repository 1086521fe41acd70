import { parse, serialize } from "hono/utils/cookie";

export const SESSION_COOKIE = "ux_twin_session";

/** Secure only over https, so local http (127.0.0.1, tests) still works. */
function isHttps(requestUrl: string): boolean {
  return new URL(requestUrl).protocol === "https:";
}

/**
 * HttpOnly keeps the token away from page scripts (no localStorage); SameSite=Lax keeps it off
 * cross-site subrequests and form posts, on top of the Origin check.
 */
export function sessionCookie(requestUrl: string, token: string, expiresAt: Date): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(requestUrl),
    path: "/",
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearedSessionCookie(requestUrl: string): string {
  return serialize(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(requestUrl),
    path: "/",
    maxAge: 0,
  });
}

export type TokenSource = "cookie" | "bearer";

/** The session token from `Authorization: Bearer` (API clients) or the cookie (browsers). */
export function readSessionToken(headers: Headers): { token: string; source: TokenSource } | null {
  const authorization = headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, source: "bearer" };
  const cookieHeader = headers.get("cookie");
  const fromCookie = cookieHeader ? parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  return fromCookie ? { token: fromCookie, source: "cookie" } : null;
}
