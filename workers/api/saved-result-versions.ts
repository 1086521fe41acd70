import type { Context } from "hono";
import { toConversationSummaryDto, type ConversationSummaryDto } from "../../shared/contracts/conversations";
import type { ToolName, ToolRequest, ToolResponse } from "../../tools/contracts";
import { resultMarkdownParts } from "../../tools/contracts";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE } from "../../shared/result-versions";
import type { Database } from "../../db/client";
import type { StorageLimits } from "../../db/queries/storage";
import type { SavedVersionOutcome } from "../../shared/contracts/refine";
import type { NewVersion } from "../../db/queries/version-rows";
import { appendVersion, findEditableResult, releaseVersion, reserveVersion } from "../../db/queries/result-versions";
import type { ItemWriter } from "../../db/queries/item-writes";
import { readLatestVersionAuthor, readVersionAuthor } from "../../db/queries/version-rows";
import type { QuotaState } from "../ai";
import { ApiError, memberStorageRefusal, storageRefusal, versionConflict } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { notifyRoom } from "../realtime/room-notify";
import { conversationNotFound, conversationWriteRefusal } from "./conversation-refusal";
import { giveBackAiRequest } from "./spend-ai-request";

export { conversationNotFound };
export const tooManyVersions = () => new ApiError(409, "conflict", TOO_MANY_VERSIONS_MESSAGE);

/**
 * The saved result a refine (or a hand edit, or a restore) will add a version to, checked before
 * any AI work or quota: the user's own, or one in a product they are an editor of
 * (docs/product.md#members-and-roles); someone else's is the same 404 as an unknown id, one of
 * another tool or a chat is refused, and one already at 50 versions is a 409. A commenter or
 * viewer of the product it is in is told what their role allows (403). With it comes who writes:
 * the owner's rows, saved by the user.
 */
export async function savedResultFor(db: Database, userId: string, conversationId: string, tool?: ToolName) {
  const result = await findEditableResult(db, userId, conversationId);
  if (!result) throw await conversationWriteRefusal(db, userId, conversationId, "edit");
  if (result.tool === null) throw new ApiError(400, "bad_request", "Only saved tool results have versions; this is a chat.");
  if (tool && result.tool !== tool) throw new ApiError(400, "bad_request", "This saved result was made by another tool.");
  if (result.versions >= MAX_RESULT_VERSIONS) throw tooManyVersions();
  const writer: ItemWriter = { ownerId: result.ownerId, authorId: userId };
  return { ...result, writer };
}

/**
 * A refine into a saved result holds its version slot before any AI work or quota
 * (docs/product.md#versions): parallel refines at 49 versions get one slot between them, and the
 * others are refused here, free of charge; so is a refine whose `baseVersion` someone has saved
 * past (409 version_conflict, docs/product.md#version-conflicts). Errors are otherwise
 * `savedResultFor`'s (404, 403, 400, 409).
 */
export async function reserveRefineSlot(
  db: Database,
  userId: string,
  conversationId: string,
  tool: ToolName,
  baseVersion?: number,
): Promise<{ reservation: string; writer: ItemWriter }> {
  const { writer } = await savedResultFor(db, userId, conversationId, tool);
  const reservation = await reserveVersion(db, writer, conversationId, tool, baseVersion);
  if (reservation) return { reservation, writer };
  // Refused by the statement: removed meanwhile, saved past, or the slots all taken by refines under way.
  await savedResultFor(db, userId, conversationId, tool);
  const latest = baseVersion === undefined ? null : await readLatestVersionAuthor(db, conversationId);
  if (latest && latest.number !== baseVersion) throw versionConflict(latest);
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
 * Stores a version and tells every open tab: the owner's (History, their item pages) and, through
 * the product's room, the members' item pages. Answers what was stored; throws the same 404 / 409
 * as `savedResultFor` when the conversation went away, filled up or the author lost the right to
 * edit it meanwhile, and 409 version_conflict when `baseVersion` is no longer the newest.
 */
export async function storeVersion(
  env: Env,
  db: Database,
  writer: ItemWriter,
  conversationId: string,
  version: NewVersion,
  { reservation, storage, baseVersion }: { reservation?: string; storage: StorageLimits; baseVersion?: number },
) {
  const outcome = await appendVersion(db, writer, conversationId, version, { reservationId: reservation, storage, baseVersion }).catch(
    (error: unknown) => {
      throw (writer.authorId !== writer.ownerId && memberStorageRefusal(error)) || error;
    },
  );
  if (!outcome.ok) {
    if (outcome.reason === "version_conflict") throw versionConflict(outcome.latest);
    throw outcome.reason === "not_found" ? conversationNotFound() : tooManyVersions();
  }
  const conversation = toConversationSummaryDto(outcome.conversation);
  await notifyItemUpdated(env, writer.ownerId, conversation);
  return { conversation, version: outcome.version };
}

/**
 * Every open tab of the item hears it changed: the owner's through their hub, the product's
 * members' item pages through its room (workers/realtime/room-notify.ts).
 */
export async function notifyItemUpdated(env: Env, ownerId: string, conversation: ConversationSummaryDto): Promise<void> {
  const { id, title, updatedAt, tool, productId } = conversation;
  await notifyUser(env, ownerId, { type: "conversation.updated", conversation: { id, title, updatedAt, tool } });
  if (productId) await notifyRoom(env, productId, { type: "item.updated", conversationId: id });
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
  { reservation, writer, spent }: { reservation: string; writer: ItemWriter; spent: QuotaState },
): Promise<SavedVersionOutcome | null> {
  const { conversationId, instruction, baseVersion } = request as { conversationId: string; instruction: string; baseVersion?: number };
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
      // Stored after whatever was saved meanwhile: the base was checked when the slot was taken,
      // and paid work is never dropped (docs/product.md#version-conflicts).
      const stored = await storeVersion(
        c.env,
        c.var.db,
        writer,
        conversationId,
        { note: instruction, response: complete, parts },
        { reservation, storage: c.var.config.storage },
      );
      return { number: stored.version, ...(await newerThanBase(c.var.db, conversationId, baseVersion, stored.version)) };
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

/**
 * Who saved the version just before `stored` when that is not the refine's base: someone saved
 * while the model answered (their e-mail, for the page to say so). Nothing when the refine had no
 * base or nobody did.
 */
async function newerThanBase(db: Database, conversationId: string, baseVersion: number | undefined, stored: number) {
  if (baseVersion === undefined || stored <= baseVersion + 1) return {};
  const before = await readVersionAuthor(db, conversationId, stored - 1);
  return before ? { newerBy: before } : {};
}
