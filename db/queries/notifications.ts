import { sql, type SQL } from "drizzle-orm";
import { COMMENT_LIMITS, type NotificationDto } from "../../shared/contracts/comments";
import type { Database } from "../client";
import { newId } from "../ids";
import { notifications } from "../schema";
import { commentAuthor } from "./comment-rows";
import { COMMENT_IN_PRODUCT, COMMENT_ITEM_JOINS, accessIn, personIn } from "./comment-scope";

/**
 * In-app notifications (docs/product.md#comments): a mention or a reply to one's comment. Each is
 * shown only while its comment is readable by its recipient, so a removed member's list no longer
 * shows the product's discussion; a person keeps the newest COMMENT_LIMITS.notificationsKept, which
 * bounds their list, their unread count and "mark all read" by their own rows.
 */

/**
 * The statements (for the write's own batch) that notify `recipients` of comment `commentId`,
 * each only when `written` (the write happened in this batch), its own `also` holds, and the
 * recipient is in the comment's product; then the recipient's oldest past the kept number go. RETURNING names who
 * was notified.
 */
export function notifyStatements(
  db: Database,
  { commentId, actorId, now, written }: { commentId: string; actorId: string; now: number; written: SQL },
  recipients: { userId: string; kind: "mention" | "reply"; also?: SQL }[],
) {
  return recipients.flatMap(({ userId, kind, also = sql`1` }) => [
    // Columns in the schema's order: id, user_id, kind, comment_id, actor_id, created_at, read_at.
    db
      .insert(notifications)
      .select(
        sql`SELECT ${newId()}, ${userId}, ${kind}, "target"."id", ${actorId}, ${now}, NULL FROM ${COMMENT_IN_PRODUCT}
            WHERE "target"."id" = ${commentId} AND ${written} AND ${also} AND ${personIn(sql`${userId}`)}`,
      )
      .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind }),
    db.delete(notifications).where(
      sql`${notifications.userId} = ${userId} AND ${notifications.id} IN (SELECT "kept"."id" FROM "notifications" AS "kept"
          WHERE "kept"."user_id" = ${userId} ORDER BY "kept"."created_at" DESC, "kept"."id" DESC LIMIT -1 OFFSET ${COMMENT_LIMITS.notificationsKept})`,
    ),
  ]);
}

/** Who has unread notifications about a thread (a comment and its replies), for their bells to update once it is deleted: realtime fan-out only, never an access check. */
export async function unreadAbout(db: Database, commentId: string): Promise<string[]> {
  const rows = await db.all<{ userId: string }>(sql`SELECT DISTINCT "note"."user_id" AS "userId" FROM "notifications" AS "note"
    WHERE "note"."comment_id" IN (SELECT "thread"."id" FROM "comments" AS "thread" WHERE "thread"."id" = ${commentId} OR "thread"."parent_id" = ${commentId})
      AND "note"."read_at" IS NULL`);
  return rows.map((row) => row.userId);
}

/** A recipient's notifications joined to what they are about, while they may still read it. */
const READABLE = (userId: string) => sql`FROM "notifications" AS "note"
  JOIN "comments" AS "target" ON "target"."id" = "note"."comment_id" ${COMMENT_ITEM_JOINS}
  JOIN "users" AS "actor" ON "actor"."id" = "note"."actor_id"
  WHERE "note"."user_id" = ${userId} AND ${accessIn(userId, "viewer")}`;

type NotificationRead = {
  id: string;
  kind: "mention" | "reply";
  actorId: string;
  actorEmail: string;
  excerpt: string;
  commentId: string;
  conversationId: string;
  itemTitle: string;
  productId: string;
  productName: string;
  createdAt: number;
  readAt: number | null;
};

/** The newest notifications of a user and how many of the readable ones are unread. */
export async function listNotifications(db: Database, userId: string): Promise<{ notifications: NotificationDto[]; unread: number }> {
  const rows = await db.all<NotificationRead>(sql`
    SELECT "note"."id" AS "id", "note"."kind" AS "kind", "note"."actor_id" AS "actorId", "actor"."email" AS "actorEmail",
      substr("target"."body", 1, ${COMMENT_LIMITS.notificationExcerptCharacters}) AS "excerpt",
      coalesce("target"."parent_id", "target"."id") AS "commentId", "item"."id" AS "conversationId", "item"."title" AS "itemTitle",
      "item_product"."id" AS "productId", "item_product"."name" AS "productName", "note"."created_at" AS "createdAt", "note"."read_at" AS "readAt"
    ${READABLE(userId)}
    ORDER BY "note"."created_at" DESC, "note"."id" DESC
    LIMIT ${COMMENT_LIMITS.notificationsListed}`);
  return { notifications: rows.map(toNotificationDto), unread: await countUnread(db, userId) };
}

function toNotificationDto({ actorId, actorEmail, ...row }: NotificationRead): NotificationDto {
  return { ...row, actor: commentAuthor(actorId, actorEmail) };
}

/** How many of the user's readable notifications are unread. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db.all<{ unread: number }>(sql`SELECT count(*) AS "unread" ${READABLE(userId)} AND "note"."read_at" IS NULL`);
  return row?.unread ?? 0;
}

/** Marks the user's notifications read: these ids, or every one. Answers how many stay unread. */
export async function markNotificationsRead(db: Database, userId: string, ids: string[] | undefined, now = Date.now()): Promise<number> {
  if (ids?.length === 0) return countUnread(db, userId);
  const which = ids
    ? sql` AND ${notifications.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db
    .update(notifications)
    .set({ readAt: new Date(now) })
    .where(sql`${notifications.userId} = ${userId} AND ${notifications.readAt} IS NULL${which}`);
  return countUnread(db, userId);
}
