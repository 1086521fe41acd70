import type { Database } from "../../db/client";
import { countInWindow, throttleKey } from "../../db/queries/throttle";
import { tryAgainLater } from "../errors";

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts a "Continue in my account" copy against its user (SHARE_COPY_LIMIT_PER_HOUR) before
 * anything is read: every attempt counts, a failed one too, so copying cannot be used to write
 * (or to probe share ids) faster than the limit allows.
 */
export async function admitShareCopy(db: Database, userId: string, limitPerHour: number, now = Date.now()): Promise<void> {
  const { count, windowEnds } = await countInWindow(db, throttleKey.shareCopies(userId), WINDOW_MS, now);
  if (count <= limitPerHour) return;
  throw tryAgainLater("You have copied a lot of shared work this hour.", windowEnds - now);
}
