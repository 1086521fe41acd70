import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { readSessionToken } from "./cookies";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isWebSocketUpgrade(headers: Headers): boolean {
  return headers.get("upgrade")?.toLowerCase() === "websocket";
}

/**
 * CSRF and cross-site WebSocket hijacking defence. Browsers always send `Origin` on
 * cross-site POSTs and WebSocket handshakes and `Sec-Fetch-Site` on every request, and pages
 * cannot forge either, so a mismatch means another site is driving the user's browser.
 * Requests with neither header come from non-browser clients; they are let through unless
 * they lean on the ambient cookie (a bearer token is not ambient, so it cannot be ridden).
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite === "same-origin" || fetchSite === "none";
  return readSessionToken(request.headers)?.source !== "cookie";
}

/** Applied to every `/api` route: state-changing methods and WebSocket upgrades must be same-origin. */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.raw;
  const needsCheck = !SAFE_METHODS.has(raw.method) || isWebSocketUpgrade(raw.headers);
  if (needsCheck && !isSameOriginRequest(raw)) {
    throw new ApiError(403, "forbidden", "Cross-site request refused.");
  }
  await next();
});
