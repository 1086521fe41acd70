import { Hono } from "hono";
import type { Context } from "hono";
import {
  COMMENT_MESSAGES,
  createCommentRequestSchema,
  editCommentRequestSchema,
  readNotificationsRequestSchema,
  replyRequestSchema,
  type CommentResponse,
  type EditCommentResponse,
  type NotificationList,
  type ReadNotificationsResponse,
  type ReplyResponse,
} from "../../shared/contracts/comments";
import { deleteComment, editComment, mentionsOf, mentionsRefused, setResolved } from "../../db/queries/comment-changes";
import { toReplyDto } from "../../db/queries/comment-rows";
import { findOne, findThread, listComments, writeComment } from "../../db/queries/comments";
import { countUnread, listNotifications, markNotificationsRead, unreadAbout } from "../../db/queries/notifications";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { notifyRoom } from "../realtime/room-notify";
import { admitCommentWrite, afterCommentWrite, commentNotFound, newCommentRefusal, requireComment, requireItem } from "./comment-effects";
import { readJson } from "./read-json";

/**
 * Comments pinned to a product's items, their replies, and the notifications they make
 * (docs/product.md#comments). Every statement decides access and bounds itself; the reads before
 * a write only choose the answer (404 for a stranger or removed member, 403 for a viewer).
 */

/** A top-level comment with its replies, as the list shows it. */
async function threadOf(c: Context<AppEnv>, userId: string, commentId: string) {
  const comment = await findThread(c.var.db, userId, commentId);
  if (!comment) throw commentNotFound();
  return comment;
}

/** A comment or reply's own fields, as the list shows them. */
async function oneOf(c: Context<AppEnv>, userId: string, commentId: string) {
  const found = await findOne(c.var.db, userId, commentId);
  if (!found) throw commentNotFound();
  return toReplyDto(found.row, found.mentions);
}

async function resolveRoute(c: Context<AppEnv>, resolved: boolean) {
  const user = requireUser(c);
  const id = c.req.param("id")!;
  await admitCommentWrite(c, user.id);
  const context = await requireComment(c, user.id, id);
  if (context.parentId !== null) throw new ApiError(400, "validation_error", COMMENT_MESSAGES.resolveReply);
  if (!(await setResolved(c.var.db, user.id, id, resolved))) throw commentNotFound();
  await notifyRoom(c.env, context.productId, { type: "comments", conversationId: context.conversationId });
  return c.json({ comment: await threadOf(c, user.id, id) } satisfies CommentResponse);
}

export const commentRoutes = new Hono<AppEnv>()
  .get("/conversations/:id/comments", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    await requireItem(c, user.id, id, "viewer");
    return c.json({ comments: await listComments(c.var.db, user.id, id) });
  })
  .post("/conversations/:id/comments", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const body = await readJson(c, createCommentRequestSchema);
    await admitCommentWrite(c, user.id);
    const context = await requireItem(c, user.id, id, "commenter");
    const now = Date.now();
    const written = await writeComment(c.var.db, user.id, { conversationId: id, repliedTo: null }, body, now);
    if (!written) throw await newCommentRefusal(c, user.id, id, body.mentions);
    await afterCommentWrite(c, context, { writer: user, notified: written.notified, threadId: written.id, body: body.body, now });
    return c.json({ comment: await threadOf(c, user.id, written.id) } satisfies CommentResponse, 201);
  })
  .post("/comments/:id/replies", async (c) => {
    const user = requireUser(c);
    const parentId = c.req.param("id");
    const body = await readJson(c, replyRequestSchema);
    await admitCommentWrite(c, user.id);
    const context = await requireComment(c, user.id, parentId);
    if (context.parentId !== null) throw new ApiError(400, "validation_error", COMMENT_MESSAGES.replyToReply);
    const now = Date.now();
    const target = { conversationId: context.conversationId, repliedTo: context.authorId };
    const written = await writeComment(c.var.db, user.id, target, { ...body, parentId }, now);
    if (!written) throw await newCommentRefusal(c, user.id, context.conversationId, body.mentions);
    await afterCommentWrite(c, context, { writer: user, notified: written.notified, threadId: parentId, body: body.body, now });
    return c.json({ reply: await oneOf(c, user.id, written.id) } satisfies ReplyResponse, 201);
  })
  .patch("/comments/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const body = await readJson(c, editCommentRequestSchema);
    await admitCommentWrite(c, user.id);
    const context = await requireComment(c, user.id, id);
    if (context.authorId !== user.id) throw new ApiError(403, "forbidden", COMMENT_MESSAGES.notYours);
    const now = Date.now();
    const written = await editComment(c.var.db, user.id, id, body, await mentionsOf(c.var.db, id), now);
    if (!written) {
      if (await mentionsRefused(c.var.db, user.id, id, body.mentions))
        throw new ApiError(400, "validation_error", COMMENT_MESSAGES.notAMember);
      throw commentNotFound();
    }
    await afterCommentWrite(c, context, {
      writer: user,
      notified: written.notified,
      threadId: context.parentId ?? id,
      body: body.body,
      now,
    });
    return c.json({ comment: await oneOf(c, user.id, id) } satisfies EditCommentResponse);
  })
  .delete("/comments/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    await admitCommentWrite(c, user.id);
    const context = await requireComment(c, user.id, id);
    if (context.authorId !== user.id) throw new ApiError(403, "forbidden", COMMENT_MESSAGES.notYours);
    // Read before the delete, whose cascade takes the notifications: their bells count one less.
    const notified = await unreadAbout(c.var.db, id);
    if (!(await deleteComment(c.var.db, user.id, id))) throw commentNotFound();
    await Promise.all([
      notifyRoom(c.env, context.productId, { type: "comments", conversationId: context.conversationId }),
      ...notified.map(async (userId) =>
        notifyUser(c.env, userId, { type: "notification.unread", unread: await countUnread(c.var.db, userId) }),
      ),
    ]);
    return c.body(null, 204);
  })
  .post("/comments/:id/resolve", (c) => resolveRoute(c, true))
  .post("/comments/:id/reopen", (c) => resolveRoute(c, false))
  .get("/notifications", async (c) => {
    const user = requireUser(c);
    return c.json((await listNotifications(c.var.db, user.id)) satisfies NotificationList);
  })
  .post("/notifications/read", async (c) => {
    const user = requireUser(c);
    const { ids } = await readJson(c, readNotificationsRequestSchema);
    const unread = await markNotificationsRead(c.var.db, user.id, ids);
    // The user's other tabs show the same count.
    await notifyUser(c.env, user.id, { type: "notification.unread", unread });
    return c.json({ unread } satisfies ReadNotificationsResponse);
  });
