import { sql, type SQL } from "drizzle-orm";
import { COMMENT_LIMITS, type CommentAnchor, type CommentDto } from "../../shared/contracts/comments";
import type { Database } from "../client";
import { newId } from "../ids";
import { commentMentions, comments } from "../schema";
import { notifiedPeople, threadsOf, type CommentRowRead } from "./comment-rows";
import { COMMENT_IN_PRODUCT, ITEM_IN_PRODUCT, accessIn, personIn } from "./comment-scope";
import { notifyStatements } from "./notifications";

/**
 * Comments and replies (docs/product.md#comments). Every statement decides access itself (through
 * db/queries/comment-scope.ts) and every bound is checked by the writing statement, so parallel
 * writes cannot pass a bound together and a member removed a moment ago is refused.
 */

const HOUR_MS = 60 * 60 * 1000;

const ROW_COLUMNS = sql.raw(`"target"."id" AS "id", "target"."parent_id" AS "parentId", "target"."number" AS "number",
  "target"."anchor" AS "anchor", "target"."version" AS "version", "target"."author_id" AS "authorId", "author"."email" AS "email",
  "target"."body" AS "body", "target"."created_at" AS "createdAt", "target"."edited_at" AS "editedAt", "target"."resolved_at" AS "resolvedAt"`);

/** Comments and replies where `which` holds (over "target"), in seq order, with their mentions, as the reader may read them. */
async function readRows(db: Database, userId: string, which: SQL): Promise<{ rows: CommentRowRead[]; mentionsOf: Map<string, string[]> }> {
  const scope = sql`${which} AND ${accessIn(userId, "viewer")}`;
  const rows = await db.all<CommentRowRead>(sql`SELECT ${ROW_COLUMNS} FROM ${COMMENT_IN_PRODUCT}
    JOIN "users" AS "author" ON "author"."id" = "target"."author_id" WHERE ${scope} ORDER BY "target"."seq"`);
  const mentions = await db.all<{
    commentId: string;
    userId: string;
  }>(sql`SELECT "named"."comment_id" AS "commentId", "named"."user_id" AS "userId"
    FROM ${COMMENT_IN_PRODUCT} JOIN "comment_mentions" AS "named" ON "named"."comment_id" = "target"."id" WHERE ${scope}`);
  const mentionsOf = new Map<string, string[]>();
  for (const { commentId, userId: named } of mentions) mentionsOf.set(commentId, [...(mentionsOf.get(commentId) ?? []), named]);
  return { rows, mentionsOf };
}

/** Every comment on an item, in marker order with replies; none when the caller cannot read the item's comments. */
export async function listComments(db: Database, userId: string, conversationId: string): Promise<CommentDto[]> {
  const { rows, mentionsOf } = await readRows(db, userId, sql`"target"."conversation_id" = ${conversationId}`);
  return threadsOf(rows, mentionsOf);
}

/** One top-level comment with its replies (reads that thread only); null when the caller cannot read it. */
export async function findThread(db: Database, userId: string, commentId: string): Promise<CommentDto | null> {
  const { rows, mentionsOf } = await readRows(db, userId, sql`("target"."id" = ${commentId} OR "target"."parent_id" = ${commentId})`);
  return threadsOf(rows, mentionsOf).find((thread) => thread.id === commentId) ?? null;
}

/** One comment or reply (without replies) with its mentions; null when the caller cannot read it. */
export async function findOne(
  db: Database,
  userId: string,
  commentId: string,
): Promise<{ row: CommentRowRead; mentions: string[] } | null> {
  const { rows, mentionsOf } = await readRows(db, userId, sql`"target"."id" = ${commentId}`);
  const [row] = rows;
  return row ? { row, mentions: mentionsOf.get(row.id) ?? [] } : null;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** True when every mentioned id is the joined product's owner or a member (each id once). */
export function mentionsAllowed(mentions: readonly string[]): SQL {
  if (mentions.length === 0) return sql`1`;
  return sql`(SELECT count(*) FROM "users" AS "named" WHERE "named"."id" IN (${idList(mentions)}) AND ${personIn(sql.raw(`"named"."id"`))}) = ${mentions.length}`;
}

/** The bounds a new comment or reply must fit, for the item joined as "item". */
export function newCommentBounds(authorId: string, mentions: readonly string[], now: number): SQL {
  return sql`(SELECT count(*) FROM "comments" AS "on_item" WHERE "on_item"."conversation_id" = "item"."id") < ${COMMENT_LIMITS.perItem}
    AND (SELECT count(*) FROM "comments" AS "mine" WHERE "mine"."author_id" = ${authorId} AND "mine"."created_at" > ${now - HOUR_MS}) < ${COMMENT_LIMITS.perUserPerHour}
    AND ${mentionsAllowed(mentions)}`;
}

const nextIn = (column: "seq" | "number") =>
  sql.raw(`coalesce((SELECT max("prior"."${column}") FROM "comments" AS "prior" WHERE "prior"."conversation_id" = "item"."id"), 0) + 1`);

/** The comment `id` exists: the statements after its INSERT (or UPDATE) in the same batch run only when it did. */
export const exists = (id: string, also: SQL = sql`1`) =>
  sql`EXISTS (SELECT 1 FROM "comments" AS "done" WHERE "done"."id" = ${id} AND ${also})`;

export function mentionInsert(db: Database, commentId: string, mentions: readonly string[], written: SQL) {
  return db
    .insert(commentMentions)
    .select(sql`SELECT ${commentId}, "named"."id" FROM "users" AS "named" WHERE "named"."id" IN (${idList(mentions)}) AND ${written}`);
}

export type NewComment = { body: string; mentions: string[] } & ({ anchor: CommentAnchor; version: number } | { parentId: string });
export type Notified = { id: string; userId: string; kind: "mention" | "reply" };
export type Written = { id: string; notified: Notified[] };

/**
 * Writes a comment on an item (with `anchor`) or a reply to a top-level comment (with `parentId`),
 * its mentions and its notifications, in one batch. Null when the statement refused it: no access
 * (or only a viewer's), a reply to a reply, or a bound (the caller tells which by `whyRefused`).
 * `repliedTo` is the replied-to comment's author as the caller read it; the notification goes only
 * if it still is.
 */
export async function writeComment(
  db: Database,
  authorId: string,
  target: { conversationId: string; repliedTo: string | null },
  comment: NewComment,
  now = Date.now(),
): Promise<Written | null> {
  const id = newId();
  const mentions = [...new Set(comment.mentions)];
  const where = sql`${accessIn(authorId, "commenter")} AND ${newCommentBounds(authorId, mentions, now)}`;
  // Columns in the schema's order: id, conversation_id, product_id, parent_id, seq, number, anchor, version, author_id, body, created_at, edited_at, resolved_at, resolved_by.
  const insert =
    "parentId" in comment
      ? sql`SELECT ${id}, "item"."id", "item_product"."id", "target"."id", ${nextIn("seq")}, NULL, NULL, NULL, ${authorId}, ${comment.body}, ${now}, NULL, NULL, NULL
          FROM ${COMMENT_IN_PRODUCT} WHERE "target"."id" = ${comment.parentId} AND "target"."parent_id" IS NULL AND ${where}`
      : sql`SELECT ${id}, "item"."id", "item_product"."id", NULL, ${nextIn("seq")}, ${nextIn("number")}, ${JSON.stringify(comment.anchor)}, ${comment.version}, ${authorId}, ${comment.body}, ${now}, NULL, NULL, NULL
          FROM ${ITEM_IN_PRODUCT} WHERE "item"."id" = ${target.conversationId} AND ${where}`;
  const written = exists(id);
  const repliedTo =
    "parentId" in comment && target.repliedTo !== null
      ? sql`EXISTS (SELECT 1 FROM "comments" AS "parent" WHERE "parent"."id" = ${comment.parentId} AND "parent"."author_id" = ${target.repliedTo})`
      : null;
  const recipients = notifiedPeople(authorId, mentions, target.repliedTo);
  const [inserted, ...rest] = await db.batch([
    db.insert(comments).select(insert).returning({ id: comments.id }),
    ...(mentions.length > 0 ? [mentionInsert(db, id, mentions, written)] : []),
    ...notifyStatements(
      db,
      { commentId: id, actorId: authorId, now, written },
      recipients.map((recipient) => (recipient.kind === "reply" && repliedTo ? { ...recipient, also: repliedTo } : recipient)),
    ),
  ]);
  if (inserted.length === 0) return null;
  return { id, notified: notifiedIn(rest) };
}

/** Who the batch's notification INSERTs notified (their RETURNING rows). */
export function notifiedIn(results: unknown[]): Notified[] {
  const isNotified = (row: unknown): row is Notified =>
    typeof row === "object" && row !== null && "userId" in row && "kind" in row && "id" in row;
  return results.flatMap((result) => (Array.isArray(result) ? result.filter(isNotified) : []));
}
