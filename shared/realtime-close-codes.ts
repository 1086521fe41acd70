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
