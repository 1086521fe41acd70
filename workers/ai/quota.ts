import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { aiUsage } from "../../db/schema";
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
 * Counts one AI request for the user, atomically: the increment only happens while the count
 * is under the limit, so concurrent requests can never push a user past it. Over the limit
 * it throws 429 with Retry-After (seconds until the next UTC midnight).
 */
export async function consumeQuota(db: Database, userId: string, limit: number, now = new Date()): Promise<QuotaState> {
  const { day, resetsAt } = quotaDay(now);
  const rows = await db
    .insert(aiUsage)
    .values({ userId, day, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.day],
      set: { requests: sql`${aiUsage.requests} + 1` },
      setWhere: sql`${aiUsage.requests} < ${limit}`,
    })
    .returning({ requests: aiUsage.requests });
  const used = rows[0]?.requests;
  if (used === undefined || used > limit) {
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    throw new ApiError(
      429,
      "rate_limited",
      `You have used all ${limit} AI requests for today. The limit resets at midnight UTC.`,
      { "Retry-After": String(seconds) },
    );
  }
  return { limit, used, remaining: limit - used, resetsAt: resetsAt.toISOString() };
}

/** Today's usage without counting anything (for the UI). */
export async function readQuota(db: Database, userId: string, limit: number, now = new Date()): Promise<QuotaState> {
  const { day, resetsAt } = quotaDay(now);
  const row = await db
    .select({ requests: aiUsage.requests })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)))
    .get();
  const used = Math.min(row?.requests ?? 0, limit);
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: resetsAt.toISOString() };
}
