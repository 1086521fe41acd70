/** Header the realtime route uses to tell the user's hub which session a socket belongs to. */
export const SESSION_TAG_HEADER = "X-Session-Tag";

/** Closes the user's sockets that belong to the given sessions (all of them when omitted). */
export async function endRealtimeSessions(env: Env, userId: string, sessionIds?: string[]): Promise<void> {
  try {
    await env.USER_HUB.getByName(userId).closeSessions(sessionIds ?? null);
  } catch (error) {
    // The session is already gone from D1, which is what counts; the socket's next check fails.
    console.error(JSON.stringify({ level: "error", event: "realtime_close_failed", message: String(error) }));
  }
}
