import type { Database } from "../../db/client";
import { aiRequestsOn, countAiRequest, uncountAiRequest, type DayUsage } from "../../db/queries/usage";
import { ApiError } from "../errors";

export type QuotaState = { limit: number; used: number; remaining: number; revision: number; resetsAt: string };

/**
 * Counting a request adds one to `requests`; giving one back takes one off it and adds one to
 * `givenBack`: either way this goes up by one, so readings of a day can be put in order.
 */
const revisionOf = ({ requests, givenBack }: DayUsage) => requests + 2 * givenBack;

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
  const usage = await countAiRequest(db, userId, day, limit);
  if (usage === null || usage.requests > limit) {
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    throw new ApiError(429, "rate_limited", `You have used all ${limit} AI requests for today. The limit resets at midnight UTC.`, {
      "Retry-After": String(seconds),
    });
  }
  const used = usage.requests;
  return { limit, used, remaining: limit - used, revision: revisionOf(usage), resetsAt: resetsAt.toISOString() };
}

/** Today's usage without counting anything (for the UI). */
export async function readQuota(db: Database, userId: string, limit: number, now = new Date()): Promise<QuotaState> {
  const { day, resetsAt } = quotaDay(now);
  const usage = await aiRequestsOn(db, userId, day);
  const used = Math.min(usage.requests, limit);
  return { limit, used, remaining: Math.max(0, limit - used), revision: revisionOf(usage), resetsAt: resetsAt.toISOString() };
}

/** Requests a user is given back a day at most, for results that could not be stored (see giveBackQuota). */
export const MAX_GIVEN_BACK_PER_DAY = 10;

/**
 * Gives back a request counted by consumeQuota whose result could not be stored, on the day it
 * was counted: at most MAX_GIVEN_BACK_PER_DAY a day, so an answer that can never be stored (a
 * conversation a reply always overfills) cannot buy unlimited free requests. True when given back.
 */
export async function giveBackQuota(db: Database, userId: string, spent: QuotaState): Promise<boolean> {
  const day = new Date(Date.parse(spent.resetsAt) - 1).toISOString().slice(0, 10);
  return uncountAiRequest(db, userId, day, MAX_GIVEN_BACK_PER_DAY);
}
