import { notifyUser } from "../realtime/notify";

/**
 * Tells the page owner's open tabs that their Launch card changed (a sign-up arrived or left).
 * On launch day sign-ups come many a second; the tabs re-read the whole card on each event, so
 * the sign-ups of a short moment share one event. Every sign-up is stored before the event it
 * waits for is sent, so the card a tab re-reads always includes it.
 */

const GATHER_MS = 250;
const pending = new Set<string>();

/**
 * For the request's waitUntil. Only the request that starts a moment holds it open and sends the
 * event; the others return at once (a request never waits on another request's work).
 */
export async function tellOwner(env: Env, owner: { userId: string; productId: string }): Promise<void> {
  if (pending.has(owner.productId)) return;
  pending.add(owner.productId);
  await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
  // Cleared before sending: a sign-up stored from here on starts the next moment.
  pending.delete(owner.productId);
  await notifyUser(env, owner.userId, { type: "launch.updated", productId: owner.productId });
}
