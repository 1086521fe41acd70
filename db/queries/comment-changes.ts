import { sql, type SQL } from "drizzle-orm";
import { COMMENT_LIMITS } from "../../shared/contracts/comments";
import type { Database } from "../client";
import { commentMentions, comments, notifications } from "../schema";
import { notifiedPeople } from "./comment-rows";
import { COMMENT_IN_PRODUCT, ITEM_IN_PRODUCT, accessIn } from "./comment-scope";
import { exists, mentionInsert, mentionsAllowed, notifiedIn, type Written } from "./comments";
import { notifyStatements } from "./notifications";

const HOUR_MS = 60 * 60 * 1000;

/** The comment `commentId` is one the caller may change now, with at least a commenter's role: decided in the statement. */
const reachable = (userId: string, commentId: string, also: SQL = sql`1`) =>
  sql`${comments.id} IN (SELECT "target"."id" FROM ${COMMENT_IN_PRODUCT}
    WHERE "target"."id" = ${commentId} AND ${accessIn(userId, "commenter")} AND ${also})`;

/**
 * The author edits their comment or reply: new text and mentions in one batch; whoever is newly
 * mentioned is notified. Null when the statement refused it (not theirs, no longer allowed,
 * a mention of someone outside the product). `before` are its mentions as the caller read them.
 */
export async function editComment(
  db: Database,
  userId: string,
  commentId: string,
  edit: { body: string; mentions: string[] },
  before: readonly string[],
  now = Date.now(),
): Promise<Written | null> {
  const mentions = [...new Set(edit.mentions)];
  const written = exists(commentId, sql`"done"."edited_at" = ${now} AND "done"."body" = ${edit.body} AND "done"."author_id" = ${userId}`);
  const added = mentions.filter((id) => !before.includes(id));
  const [updated, ...rest] = await db.batch([
    db
      .update(comments)
      .set({ body: edit.body, editedAt: new Date(now) })
      .where(sql`${comments.authorId} = ${userId} AND ${reachable(userId, commentId, mentionsAllowed(mentions))}`)
      .returning({ id: comments.id }),
    db.delete(commentMentions).where(sql`${commentMentions.commentId} = ${commentId} AND ${written}`),
    ...(mentions.length > 0 ? [mentionInsert(db, commentId, mentions, written)] : []),
    ...notifyStatements(db, { commentId, actorId: userId, now, written }, notifiedPeople(userId, added, null)),
  ]);
  if (updated.length === 0) return null;
  return { id: commentId, notified: notifiedIn(rest) };
}

/** The author deletes their comment (its replies, mentions and notifications go with it by cascade); false when refused. */
export async function deleteComment(db: Database, userId: string, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(comments)
    .where(sql`${comments.authorId} = ${userId} AND ${reachable(userId, commentId)}`)
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Resolves or reopens a top-level comment (anyone who may comment); false when refused. Resolving twice keeps the first time. */
export async function setResolved(db: Database, userId: string, commentId: string, resolved: boolean, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set(
      resolved
        ? {
            resolvedAt: sql`coalesce(${comments.resolvedAt}, ${now})`,
            resolvedBy: sql`(CASE WHEN ${comments.resolvedAt} IS NULL THEN ${userId} ELSE ${comments.resolvedBy} END)`,
          }
        : { resolvedAt: null, resolvedBy: null },
    )
    .where(sql`${comments.parentId} IS NULL AND ${reachable(userId, commentId)}`)
    .returning({ id: comments.id });
  return rows.length > 0;
}

export type CommentRefusal =
  { reason: "tooManyOnItem" } | { reason: "tooManyPerHour"; retryAfterSeconds: number } | { reason: "notAMember" };

/**
 * Why a new comment or reply on an item the caller may comment on was refused, read after the
 * fact (only to word the answer: the writing statement decided). Null when no bound explains it.
 */
export async function whyRefused(
  db: Database,
  userId: string,
  conversationId: string,
  mentions: readonly string[],
  now = Date.now(),
): Promise<CommentRefusal | null> {
  const [row] = await db.all<{ onItem: number; mine: number; oldest: number | null; mentionsOk: number }>(sql`
    SELECT (SELECT count(*) FROM "comments" AS "on_item" WHERE "on_item"."conversation_id" = "item"."id") AS "onItem",
      (SELECT count(*) FROM "comments" AS "mine" WHERE "mine"."author_id" = ${userId} AND "mine"."created_at" > ${now - HOUR_MS}) AS "mine",
      (SELECT min("mine"."created_at") FROM "comments" AS "mine" WHERE "mine"."author_id" = ${userId} AND "mine"."created_at" > ${now - HOUR_MS}) AS "oldest",
      ${mentionsAllowed([...new Set(mentions)])} AS "mentionsOk"
    FROM ${ITEM_IN_PRODUCT} WHERE "item"."id" = ${conversationId} AND ${accessIn(userId, "commenter")}`);
  if (!row) return null;
  if (!row.mentionsOk) return { reason: "notAMember" };
  if (row.mine >= COMMENT_LIMITS.perUserPerHour) {
    const retryAfterSeconds = Math.max(1, Math.ceil(((row.oldest ?? now) + HOUR_MS - now) / 1000));
    return { reason: "tooManyPerHour", retryAfterSeconds };
  }
  if (row.onItem >= COMMENT_LIMITS.perItem) return { reason: "tooManyOnItem" };
  return null;
}

/** Whether mentioning these people on a comment the caller may reach is allowed (edits: notAMember or not). */
export async function mentionsRefused(db: Database, userId: string, commentId: string, mentions: readonly string[]): Promise<boolean> {
  const [row] = await db.all<{ ok: number }>(sql`SELECT ${mentionsAllowed([...new Set(mentions)])} AS "ok" FROM ${COMMENT_IN_PRODUCT}
    WHERE "target"."id" = ${commentId} AND ${accessIn(userId, "viewer")}`);
  return row !== undefined && !row.ok;
}

/** The mentions of one comment, for an edit to tell who is newly mentioned. */
export async function mentionsOf(db: Database, commentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: commentMentions.userId })
    .from(commentMentions)
    .where(sql`${commentMentions.commentId} = ${commentId}`);
  return rows.map((row) => row.userId);
}

/** Rows one statement deletes at most when a product's discussion goes with it. */
export const COMMENT_DELETION_CHUNK_ROWS = 500;

/**
 * Deletes the discussion of a product the user owns a bounded chunk at a time, before the product
 * row goes (docs/product.md#comments: deleting the product deletes its comments), so that its
 * delete — or, with `items` "delete", its items' — cascades to nothing big: 500 comments on every
 * item would otherwise go in one statement. Notifications and mentions go first, then replies,
 * then the comments they answer, so no chunk cascades further. With its items deleted, what was
 * written on them in another product goes too. Nothing happens for anyone else's product.
 */
export async function emptyProductComments(db: Database, userId: string, productId: string, items: "keep" | "delete"): Promise<void> {
  const owned = sql`EXISTS (SELECT 1 FROM "products" AS "mine" WHERE "mine"."id" = ${productId} AND "mine"."user_id" = ${userId})`;
  const onItems = sql`"doomed"."conversation_id" IN (SELECT "item"."id" FROM "conversations" AS "item"
    WHERE "item"."user_id" = ${userId} AND "item"."product_id" = ${productId})`;
  const doomed = (also: SQL = sql`1`) =>
    sql`SELECT "doomed"."id" FROM "comments" AS "doomed" WHERE ${owned} AND ${also}
      AND ${items === "delete" ? sql`("doomed"."product_id" = ${productId} OR ${onItems})` : sql`"doomed"."product_id" = ${productId}`}`;
  const chunks = [
    () =>
      db
        .delete(notifications)
        .where(
          sql`rowid IN (SELECT rowid FROM ${notifications} WHERE ${notifications.commentId} IN (${doomed()}) LIMIT ${COMMENT_DELETION_CHUNK_ROWS})`,
        ),
    () =>
      db
        .delete(commentMentions)
        .where(
          sql`rowid IN (SELECT rowid FROM ${commentMentions} WHERE ${commentMentions.commentId} IN (${doomed()}) LIMIT ${COMMENT_DELETION_CHUNK_ROWS})`,
        ),
    () =>
      db
        .delete(comments)
        .where(sql`${comments.id} IN (${doomed(sql`"doomed"."parent_id" IS NOT NULL`)} LIMIT ${COMMENT_DELETION_CHUNK_ROWS})`),
    () => db.delete(comments).where(sql`${comments.id} IN (${doomed()} LIMIT ${COMMENT_DELETION_CHUNK_ROWS})`),
  ];
  for (const chunk of chunks) {
    let deleted: number;
    do deleted = (await chunk()).meta.changes;
    while (deleted >= COMMENT_DELETION_CHUNK_ROWS);
  }
}
