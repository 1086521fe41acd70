// WebSocket close codes the server sends and the browser client acts on. Kept apart from the
// realtime event schemas so the signed-in shell, which imports these, ships no zod.
/**
 * WebSocket close code sent when the session behind a socket ends (sign-out, sign-out everywhere,
 * account deletion). 4000–4999 is the application range; 4401 reads as "401".
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * Close code for a socket replaced by newer ones: a user may hold 20 at once and the oldest
 * gives way (4429 reads as "429 Too Many Requests").
 */
export const CONNECTION_REPLACED_CLOSE_CODE = 4429;
/**
 * Product room (GET /api/products/:id/room): the socket's user lost access to the product (removed,
 * left, or the product was deleted). The page shows its "no longer have access" notice and does
 * not reconnect. 4404 reads as "404": the same answer the API gives them now.
 */
export const ROOM_ACCESS_ENDED_CLOSE_CODE = 4404;
/** Product room: the user's role changed. The page re-reads its data (and role), then reconnects. */
export const ROOM_ROLE_CHANGED_CLOSE_CODE = 4409;
/**
 * Product room: refused because the user already holds as many sockets to this room as allowed, or
 * the room is full. 4413 reads as "413 too large"; the client retries only slowly.
 */
export const ROOM_FULL_CLOSE_CODE = 4413;
