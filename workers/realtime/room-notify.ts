import { ROOM_ACCESS_ENDED_CLOSE_CODE, ROOM_ROLE_CHANGED_CLOSE_CODE } from "../../shared/realtime-close-codes";

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
