import type { RealtimeEvent } from "../../shared/realtime-events";

/**
 * Tells every open tab of a user that their conversations changed. Best effort: D1 already
 * holds the change, and tabs resync from D1 when they reconnect, so a failed fan-out is logged,
 * never surfaced to the request that made the change.
 */
export async function notifyUser(env: Env, userId: string, event: RealtimeEvent): Promise<void> {
  try {
    await env.USER_HUB.getByName(userId).broadcast(event);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "realtime_fanout_failed", type: event.type, message: String(error) }));
  }
}
