import type { Database } from "../../db/client";
import { aiRequestsOn, countAiRequest } from "../../db/queries/usage";
import { ApiError } from "../errors";

export type QuotaState = { limit: number; used: number; remaining: number; resetsAt: string };

/** The UTC day a request counts against, and when that day's counter ends. */
export function quotaDay(now: Date): { day: string; resetsAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`);
  resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
  return { day, resetsAt };
}

/**
 * Counts one AI request for the user, atomically (concurrent requests can never push a user
 * past the limit; see countAiRequest). Over the limit it throws 429 with Retry-After (seconds
 * until the next UTC midnight).
 */
export async function consumeQuota(db: Database, userId: string, limit: number, now = new Date()): Promise<QuotaState> {
  const { day, resetsAt } = quotaDay(now);
  const used = await countAiRequest(db, userId, day, limit);
  if (used === null || used > limit) {
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    throw new ApiError(429, "rate_limited", `You have used all ${limit} AI requests for today. The limit resets at midnight UTC.`, {
      "Retry-After": String(seconds),
    });
  }
  return { limit, used, remaining: limit - used, resetsAt: resetsAt.toISOString() };
}

/** Today's usage without counting anything (for the UI). */
export async function readQuota(db: Database, userId: string, limit: number, now = new Date()): Promise<QuotaState> {
  const { day, resetsAt } = quotaDay(now);
  const used = Math.min(await aiRequestsOn(db, userId, day), limit);
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: resetsAt.toISOString() };
}
