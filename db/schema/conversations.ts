import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";
import { products } from "./products";
import { users } from "./users";

export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // First 50 characters of the first message (docs/product.md#clean-titles).
    title: text("title").notNull(),
    // Which tool produced a saved result (e.g. "build-startup"); null for a Quick Chat conversation.
    tool: text("tool"),
    // Public read-only link id (≥128 random bits) while shared; null when not shared or revoked.
    shareId: text("share_id").unique(),
    // Whether the public share page may show the screenshots a saved validation report links.
    shareScreens: integer("share_screens", { mode: "boolean" }).notNull().default(false),
    // The product it is saved in (docs/product.md#products); null for none. Deleting the product
    // with "keep its items" leaves them in History with no product.
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    // Bytes of its messages as storage counts them (docs/product.md#storage), kept by the
    // triggers of migrations/0012_conversation_size.sql: one chat or result holds at most
    // MAX_CONVERSATION_BYTES, so reading, copying or exporting it is bounded too.
    storedBytes: integer("stored_bytes").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    // Who made it, when an editor of its product did (docs/product.md#members-and-roles): the row
    // stays the product owner's (user_id), so every read and the owner's storage count it as theirs.
    // Null: its owner made it. No foreign key: a made-by of a deleted account stays "a former member".
    createdBy: text("created_by"),
  },
  // Serves "conversations by user_id ordered by updated_at desc" (id breaks ties for paging)
  // without a sort step.
  // The product timeline is served the same way by (product_id, updated_at, id).
  (t) => [
    index("conversations_user_updated_idx").on(t.userId, t.updatedAt, t.id),
    index("conversations_product_updated_idx").on(t.productId, t.updatedAt, t.id),
  ],
);

export const messages = sqliteTable(
  "messages",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    // Position in the conversation (1, 2, 3 …), assigned by the INSERT itself from the current
    // maximum (db/queries/message-rows.ts), so concurrent writers cannot tie or interleave.
    // Timestamps are only shown, never used for order: Workers freeze the clock during a request.
    seq: integer("seq").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  // One message per position; also serves "messages by conversation ordered by seq", the
  // "max(seq)" lookup of every insert and the "has any message" probe.
  (t) => [uniqueIndex("messages_conversation_seq_idx").on(t.conversationId, t.seq)],
);

/**
 * The versions of a saved tool result (docs/product.md#versions), as data: the result's
 * conversation keeps only its brief as a message, and each version is one row here — its number,
 * what made it (a refine's instruction, "Edited by hand", "Restored from Version N" with the
 * number it restores), the structured response when the server has it, and the Markdown parts
 * rendered from it when it was stored. Readers use the rows; nothing is ever parsed back out of
 * message text.
 */
export const resultVersions = sqliteTable(
  "result_versions",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    // 1, 2, 3 … assigned by the INSERT itself from the current maximum, like message positions.
    number: integer("number").notNull(),
    // Null for Version 1 (the first run).
    note: text("note"),
    // The version a "Restored from Version N" copies; null otherwise.
    restoredFrom: integer("restored_from"),
    // The tool's structured response as JSON, when the server produced it (a refine); null otherwise.
    response: text("response"),
    // The Markdown parts, a JSON array of strings (a Visual Flow result has one per use case).
    parts: text("parts").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    // Who saved it (the owner, or an editor of the result's product); null for versions stored
    // before authors were kept, which are the owner's. No foreign key, like conversations.created_by.
    authorId: text("author_id"),
  },
  // One row per number; serves "versions of a result in order", "max(number)" and the count.
  (t) => [uniqueIndex("result_versions_conversation_number_idx").on(t.conversationId, t.number)],
);

/**
 * A version slot held by a refine of a saved result while its model answers
 * (docs/product.md#versions): taken atomically before any AI work or quota, counted against the
 * 50-version cap with the stored versions, and given up when the version is stored or the refine
 * fails. A slot older than `created_at` + the reservation lifetime no longer counts (a Worker that
 * died mid-answer cannot hold one forever).
 */
export const versionReservations = sqliteTable(
  "version_reservations",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("version_reservations_conversation_idx").on(t.conversationId, t.createdAt)],
);

/**
 * A place held by a question to a synthetic user of a saved validation report while its answer
 * is written (docs/product.md#ask-a-persona): taken atomically before any AI work or quota and
 * counted with the kept answers against the per-card and per-report limits, so parallel
 * questions to a nearly full card cannot all be paid for. Given up when the answer is kept or
 * fails; one older than `created_at` + the reservation lifetime no longer counts.
 */
export const answerReservations = sqliteTable(
  "answer_reservations",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    versionId: text("version_id")
      .notNull()
      .references(() => resultVersions.id, { onDelete: "cascade" }),
    // The result card the question is about (its index in the report).
    result: integer("result").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("answer_reservations_version_idx").on(t.versionId, t.createdAt)],
);

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type ResultVersionRow = typeof resultVersions.$inferSelect;
