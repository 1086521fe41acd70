import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { newId } from "../ids";
import { conversations } from "./conversations";
import { products } from "./products";
import { users } from "./users";

/**
 * Comments pinned to a product's items (docs/product.md#comments), and their replies: a reply is
 * a row with `parent_id`, no number, no anchor and no version. Access is never read from here: a
 * comment is shown only while its item is in `product_id` and the reader has access to it
 * (db/queries/comments.ts). Everything cascades: an item, a product or a top-level comment
 * deleted takes its comments (and replies) with it; account deletion removes an author's rows in
 * chunks first (db/queries/account-deletion.ts), so the cascades stay small.
 */
export const comments = sqliteTable(
  "comments",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references((): AnySQLiteColumn => comments.id, { onDelete: "cascade" }),
    // Position among every comment and reply of the item (1, 2, 3 …), assigned by the INSERT from
    // the current maximum: replies are listed in this order, never by a timestamp.
    seq: integer("seq").notNull(),
    // The marker's number of a top-level comment on its item, assigned the same way; NULL for a reply.
    number: integer("number"),
    // The pin (shared/contracts/comments.ts commentAnchorSchema) as JSON; NULL for a reply.
    anchor: text("anchor"),
    // The item's version the comment was made on; NULL for a reply.
    version: integer("version"),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    editedAt: integer("edited_at", { mode: "timestamp_ms" }),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // The item's comments in order, its count (perItem) and the next seq.
    uniqueIndex("comments_conversation_seq_idx").on(t.conversationId, t.seq),
    // The next marker number (SQLite lets the replies' NULLs repeat).
    uniqueIndex("comments_conversation_number_idx").on(t.conversationId, t.number),
    // A thread's replies: the cascade when a top-level comment goes, and account deletion.
    index("comments_parent_idx").on(t.parentId),
    // A product deleted cascades through this.
    index("comments_product_idx").on(t.productId),
    // One author's comments in the last hour (perUserPerHour), and account deletion.
    index("comments_author_created_idx").on(t.authorId, t.createdAt),
    index("comments_resolved_by_idx").on(t.resolvedBy),
    check(
      "comments_shape_check",
      sql`(${t.parentId} IS NULL) = (${t.number} IS NOT NULL AND ${t.anchor} IS NOT NULL AND ${t.version} IS NOT NULL)`,
    ),
  ],
);

/** Whom a comment mentions (members or the owner of its product when it was written). */
export const commentMentions = sqliteTable(
  "comment_mentions",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("comment_mentions_user_idx").on(t.userId)],
);

/**
 * In-app notifications: someone mentioned the user, or replied to their comment. A user keeps
 * the newest COMMENT_LIMITS.notificationsKept; the statement that adds one prunes the rest.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["mention", "reply"] }).notNull(),
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    actorId: text("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    // A user's list newest first, their unread count, and the pruning of older ones.
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_comment_idx").on(t.commentId),
    index("notifications_actor_idx").on(t.actorId),
    check("notifications_kind_check", sql`${t.kind} IN ('mention', 'reply')`),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
