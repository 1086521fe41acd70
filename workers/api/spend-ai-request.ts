import type { Context } from "hono";
import { consumeQuota, type QuotaState } from "../ai";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";

/**
 * Counts one AI request against the user's daily quota (429 with Retry-After over the limit)
 * and tells every open tab of that user the new count, so "N AI requests left today" updates
 * everywhere without a reload. The fan-out is best effort and never delays the request.
 */
export async function spendAiRequest(c: Context<AppEnv>, userId: string): Promise<QuotaState> {
  const quota = await consumeQuota(c.var.db, userId, c.var.config.AI_DAILY_REQUEST_LIMIT);
  c.executionCtx.waitUntil(notifyUser(c.env, userId, { type: "usage.updated", quota }));
  return quota;
}
