import { Hono } from "hono";
import { requireUser } from "../auth/session-middleware";
import { SESSION_TAG_HEADER } from "../auth/realtime-sessions";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";

/**
 * GET /api/realtime: the WebSocket for live conversation events. The same-origin check has
 * already run (api/index.ts); here the session picks the hub. The user id comes only from the
 * session, so nobody can listen to another user's events.
 */
export const realtimeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(400, "bad_request", "Expected a WebSocket upgrade.");
  }
  const user = requireUser(c);
  const headers = new Headers(c.req.raw.headers);
  headers.set(SESSION_TAG_HEADER, c.get("sessionId") ?? "");
  const forwarded = new Request(c.req.raw.url, { method: "GET", headers });
  return c.env.USER_HUB.getByName(user.id).fetch(forwarded);
});
