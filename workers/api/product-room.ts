import { Hono } from "hono";
import { findProductRole } from "../../db/queries/product-members";
import { SESSION_TAG_HEADER } from "../auth/realtime-sessions";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { ROOM_EMAIL_HEADER, ROOM_ROLE_HEADER, ROOM_USER_ID_HEADER } from "../realtime/product-room";
import { closeRoomUser } from "../realtime/room-notify";
import { productNotFound } from "./products";

/**
 * GET /api/products/:id/room: the WebSocket of a product's room (presence). The same-origin check
 * has already run (api/index.ts). Only the owner and members get in, checked in D1 here; who they
 * are reaches the room in headers this Worker sets, whatever the client sent.
 */
export const productRoomRoutes = new Hono<AppEnv>().get("/:id/room", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(400, "bad_request", "Expected a WebSocket upgrade.");
  }
  const user = requireUser(c);
  const id = c.req.param("id");
  const role = await findProductRole(c.var.db, user.id, id);
  if (!role) throw productNotFound();
  const headers = new Headers(c.req.raw.headers);
  headers.set(ROOM_USER_ID_HEADER, user.id);
  headers.set(ROOM_EMAIL_HEADER, user.email);
  headers.set(ROOM_ROLE_HEADER, role);
  headers.set(SESSION_TAG_HEADER, c.get("sessionId") ?? "");
  const forwarded = new Request(c.req.raw.url, { method: "GET", headers });
  const opened = await c.env.PRODUCT_ROOM.getByName(id).fetch(forwarded);
  // Removed (or given another role) between the read above and the room taking the socket, the
  // change closed their sockets before this one was there: read again now that it is, and close
  // it as the change would have.
  if (opened.webSocket) {
    const now = await findProductRole(c.var.db, user.id, id);
    if (now !== role) await closeRoomUser(c.env, id, user.id, now === null ? "removed" : "role");
  }
  return opened;
});
