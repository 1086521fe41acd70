import { Hono } from "hono";
import type { SessionListItem } from "../../shared/auth-schema";
import { deleteUserSessions, listUserSessions } from "../../db/queries/sessions";
import { clearedSessionCookie } from "../auth/cookies";
import { deleteAccount } from "../auth/delete-account";
import { endRealtimeSessions } from "../auth/realtime-sessions";
import { endRoomSessions } from "../realtime/room-notify";
import { requireUser } from "../auth/session-middleware";
import type { AppEnv } from "../hono-env";

/** Session management and account deletion for the signed-in user (profile page). */
export const accountRoutes = new Hono<AppEnv>()
  .get("/sessions", async (c) => {
    const user = requireUser(c);
    const current = c.get("sessionId");
    const rows = await listUserSessions(c.var.db, user.id);
    const sessions: SessionListItem[] = rows.map((row) => ({
      // A short public handle; the full hash stays server-side.
      id: row.id.slice(0, 12),
      createdAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      userAgent: row.userAgent,
      current: row.id === current,
    }));
    c.header("Cache-Control", "no-store");
    return c.json({ sessions });
  })
  .post("/sign-out-everywhere", async (c) => {
    const user = requireUser(c);
    await deleteUserSessions(c.var.db, user.id);
    c.executionCtx.waitUntil(Promise.all([endRealtimeSessions(c.env, user.id), endRoomSessions(c.env, c.var.db, user.id)]));
    c.header("Set-Cookie", clearedSessionCookie(c.req.url));
    return c.json({ ok: true });
  })
  .delete("/account", async (c) => {
    const user = requireUser(c);
    await deleteAccount(c.env, c.var.db, c.var.config, user);
    c.header("Set-Cookie", clearedSessionCookie(c.req.url));
    return c.json({ ok: true });
  });
