import type { Context } from "hono";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import type { ToolName, ToolRequest, ToolResponse } from "../../tools/contracts";
import { resultMarkdownParts } from "../../tools/contracts";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE } from "../../shared/result-versions";
import type { Database } from "../../db/client";
import type { StorageLimits } from "../../db/queries/storage";
import type { SavedVersionOutcome } from "../../shared/contracts/refine";
import type { NewVersion } from "../../db/queries/version-rows";
import { appendVersion, findOwnedResult, releaseVersion, reserveVersion } from "../../db/queries/result-versions";
import type { QuotaState } from "../ai";
import { ApiError, storageRefusal } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { notifyRoom } from "../realtime/room-notify";
import { conversationNotFound, conversationWriteRefusal } from "./conversation-refusal";
import { giveBackAiRequest } from "./spend-ai-request";

export { conversationNotFound };
export const tooManyVersions = () => new ApiError(409, "conflict", TOO_MANY_VERSIONS_MESSAGE);

/**
 * The saved result a refine (or a hand edit, or a restore) will add a version to, checked before
 * any AI work or quota: someone else's is the same 404 as an unknown id, one of another tool or a
 * chat is refused, and one already at 50 versions is a 409. A member of the product it is in is
 * told what their role allows (403).
 */
export async function savedResultFor(db: Database, userId: string, conversationId: string, tool?: ToolName) {
  const result = await findOwnedResult(db, userId, conversationId);
  if (!result) throw await conversationWriteRefusal(db, userId, conversationId, "edit");
  if (result.tool === null) throw new ApiError(400, "bad_request", "Only saved tool results have versions; this is a chat.");
  if (tool && result.tool !== tool) throw new ApiError(400, "bad_request", "This saved result was made by another tool.");
  if (result.versions >= MAX_RESULT_VERSIONS) throw tooManyVersions();
  return result;
}

/**
 * A refine into a saved result holds its version slot before any AI work or quota
 * (docs/product.md#versions): parallel refines at 49 versions get one slot between them, and the
 * others are refused here, free of charge. Errors are `savedResultFor`'s (404, 400, 409).
 */
export async function reserveRefineSlot(db: Database, userId: string, conversationId: string, tool: ToolName): Promise<string> {
  const reservation = await reserveVersion(db, userId, conversationId, tool);
  if (reservation) return reservation;
  await savedResultFor(db, userId, conversationId, tool);
  // The result is the user's and of this tool, so the slots were all taken by refines under way.
  throw tooManyVersions();
}

/** Gives a slot back when its refine cannot go on (a later check failed, the model failed). */
export async function releaseRefineSlot(db: Database, conversationId: string, reservation: string): Promise<void> {
  try {
    await releaseVersion(db, conversationId, reservation);
  } catch (error) {
    // It stops counting once its lifetime is over anyway.
    console.error(JSON.stringify({ level: "error", event: "version_slot_not_released", message: String(error) }));
  }
}

/**
 * Stores a version and tells every open tab: the owner's through their hub and, for an item in a
 * product, the members' item pages through its room. Answers what was stored; throws the same
 * 404 / 409 as `savedResultFor` when the conversation went away or filled up meanwhile.
 */
export async function storeVersion(
  env: Env,
  db: Database,
  userId: string,
  conversationId: string,
  version: NewVersion,
  { reservation, storage }: { reservation?: string; storage: StorageLimits },
) {
  const outcome = await appendVersion(db, userId, conversationId, version, { reservationId: reservation, storage });
  if (!outcome.ok) throw outcome.reason === "not_found" ? conversationNotFound() : tooManyVersions();
  const conversation = toConversationSummaryDto(outcome.conversation);
  const { id, title, updatedAt, tool } = conversation;
  await notifyUser(env, userId, { type: "conversation.updated", conversation: { id, title, updatedAt, tool } });
  if (conversation.productId) await notifyRoom(env, conversation.productId, { type: "item.updated", conversationId: id });
  return { conversation, version: outcome.version };
}

/**
 * After a refine of a saved result: once the response is complete, it becomes the next version —
 * the structured response with the Markdown parts rendered from it (the same the browser saves),
 * the instruction its note. Runs under waitUntil, so it finishes when the browser has gone; a
 * failed or broken answer stores nothing. Resolves with what became of the version, for the
 * response to tell the browser (null when the refine itself failed, which the browser hears of).
 */
export function storeRefinedVersion<T extends ToolName>(
  c: Context<AppEnv>,
  userId: string,
  tool: T,
  request: ToolRequest<T>,
  response: Promise<ToolResponse<T>>,
  { reservation, spent }: { reservation: string; spent: QuotaState },
): Promise<SavedVersionOutcome | null> {
  const { conversationId, instruction } = request as { conversationId: string; instruction: string };
  const store = async (): Promise<SavedVersionOutcome | null> => {
    let complete: ToolResponse<T>;
    try {
      complete = await response;
    } catch {
      // The refine failed: the saved result keeps the versions it had, and the slot is free again.
      await releaseRefineSlot(c.var.db, conversationId, reservation);
      return null;
    }
    try {
      const parts = resultMarkdownParts(tool, request, complete);
      const stored = await storeVersion(
        c.env,
        c.var.db,
        userId,
        conversationId,
        { note: instruction, response: complete, parts },
        { reservation, storage: c.var.config.storage },
      );
      return { number: stored.version };
    } catch (error) {
      // Not stored (the batch was rolled back, its slot with it): the slot is free again, the
      // request is not charged, and the browser is told why.
      await releaseRefineSlot(c.var.db, conversationId, reservation);
      await giveBackAiRequest(c, userId, spent);
      console.error(JSON.stringify({ level: "error", event: "refined_version_not_stored", tool, message: String(error) }));
      return { error: whyNotStored(error) };
    }
  };
  const outcome = store();
  c.executionCtx.waitUntil(outcome);
  return outcome;
}

/** The message a browser shows for a version that could not be stored. */
function whyNotStored(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return storageRefusal(error)?.message ?? "The new version could not be saved. Please try again.";
}
