import type { Context } from "hono";
import { COMMENT_LIMITS, COMMENT_MESSAGES, type NotificationDto } from "../../shared/contracts/comments";
import { ROLE_MESSAGES, hasRole } from "../../shared/contracts/product-members";
import { findReadableConversation } from "../../db/queries/readable-conversations";
import { commentAuthor } from "../../db/queries/comment-rows";
import { findCommentContext, findItemContext, type CommentContext, type ItemContext } from "../../db/queries/comment-scope";
import { whyRefused } from "../../db/queries/comment-changes";
import { countUnread } from "../../db/queries/notifications";
import type { Notified } from "../../db/queries/comments";
import { throttleKey } from "../../db/queries/throttle";
import { admitHourly } from "./hourly-bound";
import type { SessionUser } from "../../shared/session-user";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { notifyRoom } from "../realtime/room-notify";
import { conversationNotFound } from "./conversation-refusal";
import { roleRefused } from "./products";

/**
 * What the comment routes share (docs/product.md#comments): the per-user write bound, the
 * refusals worded as the contract says, and the live pushes after a write.
 */

/**
 * Every comment write (new, reply, edit, delete, resolve, reopen) per user per hour, counted
 * before any work like the member writes. Above COMMENT_LIMITS.perUserPerHour, which bounds new
 * comments and replies alone in their INSERT, so that bound answers first with its own words.
 */
export const COMMENT_WRITES_PER_HOUR = 5 * COMMENT_LIMITS.perUserPerHour;

export const admitCommentWrite = (c: Context<AppEnv>, userId: string) =>
  admitHourly(c, throttleKey.commentWrites(userId), COMMENT_WRITES_PER_HOUR, "You have changed a lot of comments this hour.");

export const commentNotFound = () => new ApiError(404, "not_found", "Comment not found.");
export const commenterOnly = () => roleRefused(ROLE_MESSAGES.commenterOnly);

/**
 * An item whose comments the caller cannot reach: its owner is told when it is in no product
 * (comments are a product's discussion); anyone else gets the 404 of an unknown item.
 */
async function itemRefusal(c: Context<AppEnv>, userId: string, conversationId: string): Promise<ApiError> {
  const found = await findReadableConversation(c.var.db, userId, conversationId);
  if (found?.role === "owner" && found.productId === null) return new ApiError(404, "not_found", COMMENT_MESSAGES.notInProduct);
  return conversationNotFound();
}

/** The item's comment context for a caller with at least `atLeast` (404 or 403 otherwise). */
export async function requireItem(
  c: Context<AppEnv>,
  userId: string,
  conversationId: string,
  atLeast: "viewer" | "commenter",
): Promise<ItemContext> {
  const context = await findItemContext(c.var.db, userId, conversationId);
  if (!context) throw await itemRefusal(c, userId, conversationId);
  if (!hasRole(context.role, atLeast)) throw commenterOnly();
  return context;
}

/** A comment's context for a caller who may comment (404 or 403 otherwise). */
export async function requireComment(c: Context<AppEnv>, userId: string, commentId: string): Promise<CommentContext> {
  const context = await findCommentContext(c.var.db, userId, commentId);
  if (!context) throw commentNotFound();
  if (!hasRole(context.role, "commenter")) throw commenterOnly();
  return context;
}

/** Why a new comment or reply was refused by its statement, read again after the fact. */
export async function newCommentRefusal(c: Context<AppEnv>, userId: string, conversationId: string, mentions: string[]): Promise<ApiError> {
  await requireItem(c, userId, conversationId, "commenter");
  const refusal = await whyRefused(c.var.db, userId, conversationId, mentions);
  switch (refusal?.reason) {
    case "notAMember":
      return new ApiError(400, "validation_error", COMMENT_MESSAGES.notAMember);
    case "tooManyPerHour":
      return new ApiError(429, "rate_limited", COMMENT_MESSAGES.tooManyPerHour, { "Retry-After": String(refusal.retryAfterSeconds) });
    case "tooManyOnItem":
      return new ApiError(409, "conflict", COMMENT_MESSAGES.tooManyOnItem);
    default:
      // The comment replied to went meanwhile.
      return commentNotFound();
  }
}

/**
 * After a write: every open page of the product re-reads the item's comments, and each person
 * the write notified sees it in their bell with their new unread count.
 */
export async function afterCommentWrite(
  c: Context<AppEnv>,
  context: ItemContext,
  write: { writer: SessionUser; notified: Notified[]; threadId: string; body: string; now: number },
): Promise<void> {
  const pushes = write.notified.map(async ({ id, userId, kind }) => {
    const notification: NotificationDto = {
      id,
      kind,
      actor: commentAuthor(write.writer.id, write.writer.email),
      excerpt: [...write.body].slice(0, COMMENT_LIMITS.notificationExcerptCharacters).join(""),
      commentId: write.threadId,
      conversationId: context.conversationId,
      itemTitle: context.itemTitle,
      productId: context.productId,
      productName: context.productName,
      createdAt: write.now,
      readAt: null,
    };
    await notifyUser(c.env, userId, { type: "notification.created", notification, unread: await countUnread(c.var.db, userId) });
  });
  await Promise.all([notifyRoom(c.env, context.productId, { type: "comments", conversationId: context.conversationId }), ...pushes]);
}
