import type { Context } from "hono";
import { consumeQuota, giveBackQuota, readQuota, type QuotaState } from "../ai";
import { storageRoomFor } from "../../db/queries/storage";
import { storageLimitError } from "../errors";
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

/**
 * Before a request whose result will be stored in the user's conversation (a saved chat's reply,
 * a refined version, a kept persona answer) is spent: the account and the conversation itself
 * must have room, else the same 403 / 409 a store past them gets, and nothing is spent.
 */
export async function assertRoomToStore(c: Context<AppEnv>, userId: string, conversationId: string): Promise<void> {
  const refused = storageLimitError(await storageRoomFor(c.var.db, userId, conversationId, c.var.config.storage));
  if (refused) throw refused;
}

/**
 * A request whose result could not be stored after all (docs/product.md#storage) is not
 * charged: it is given back (within a daily bound, see giveBackQuota) and every tab hears the
 * count. Never throws: it runs after the answer, where a failure has no one to tell.
 */
export async function giveBackAiRequest(c: Context<AppEnv>, userId: string, spent: QuotaState): Promise<void> {
  try {
    if (!(await giveBackQuota(c.var.db, userId, spent))) return;
    const quota = await readQuota(c.var.db, userId, c.var.config.AI_DAILY_REQUEST_LIMIT);
    await notifyUser(c.env, userId, { type: "usage.updated", quota });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "ai_request_not_given_back", message: String(error) }));
  }
}
