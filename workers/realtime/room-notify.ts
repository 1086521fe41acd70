import type { Database } from "../../db/client";
import { productRoomsOf } from "../../db/queries/products";
import type { RoomChangeMessage } from "../../shared/contracts/product-room";
import { ROOM_ACCESS_ENDED_CLOSE_CODE, ROOM_ROLE_CHANGED_CLOSE_CODE } from "../../shared/realtime-close-codes";

/**
 * Tells everyone on a product's pages that something in it changed, for their pages to re-read.
 * Best effort, like the user hub's notify: the change is stored already, and a page that missed
 * the message re-reads when its socket reconnects or the page is opened again.
 */
export async function notifyRoom(env: Env, productId: string, message: RoomChangeMessage): Promise<void> {
  try {
    await env.PRODUCT_ROOM.getByName(productId).broadcast(message);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "product_room_notify_failed", type: message.type, message: String(error) }));
  }
}

/**
 * Closes a member's sockets to a product's room when their access changes (removed or left: the
 * page shows its notice; role changed: the page re-reads). Best effort: D1 already refuses them,
 * so a failure is logged, never surfaced to the request that made the change.
 */
export async function closeRoomUser(env: Env, productId: string, userId: string, change: "removed" | "role"): Promise<void> {
  const [code, reason] =
    change === "removed" ? [ROOM_ACCESS_ENDED_CLOSE_CODE, "no longer a member"] : [ROOM_ROLE_CHANGED_CLOSE_CODE, "role changed"];
  try {
    await env.PRODUCT_ROOM.getByName(productId).closeUser(userId, code, reason);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "product_room_close_failed", message: String(error) }));
  }
}

/** The product was deleted: everyone's sockets to its room close. */
export async function closeRoom(env: Env, productId: string): Promise<void> {
  try {
    await env.PRODUCT_ROOM.getByName(productId).closeAll(ROOM_ACCESS_ENDED_CLOSE_CODE, "product deleted");
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "product_room_close_failed", message: String(error) }));
  }
}

/**
 * A user's sessions ended (signed out, signed out everywhere, account deleted): their sockets of
 * those sessions (all of theirs when `sessionIds` is omitted) close in every product room they may
 * be in, so a room never keeps a signed-out person present, hearing who is there. With
 * `ownProductsGone` (the account was deleted, its products go with it), the rooms of their own
 * products close for everyone. Best effort, like the user hub's: D1 already refuses the sessions.
 */
export async function endRoomSessions(
  env: Env,
  db: Database,
  userId: string,
  { sessionIds, ownProductsGone = false }: { sessionIds?: string[]; ownProductsGone?: boolean } = {},
): Promise<void> {
  try {
    const { owned, member } = await productRoomsOf(db, userId);
    await Promise.all([
      ...member.map((productId) => env.PRODUCT_ROOM.getByName(productId).closeSessions(userId, sessionIds ?? null)),
      ...owned.map((productId) =>
        ownProductsGone
          ? env.PRODUCT_ROOM.getByName(productId).closeAll(ROOM_ACCESS_ENDED_CLOSE_CODE, "product deleted")
          : env.PRODUCT_ROOM.getByName(productId).closeSessions(userId, sessionIds ?? null),
      ),
    ]);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "product_room_close_failed", message: String(error) }));
  }
}
