import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 table behind search (migrations/0009_search_by_user.sql), described for drizzle so
 * its writes can go into a batch. Kept out of db/schema: drizzle-kit would otherwise try to
 * create it as an ordinary table.
 *
 * `words` holds the folded words of one title or message, each prefixed with its owner's search
 * key (db/queries/search-words.ts); `conversation_id` and `row_key` (the message id, or the
 * conversation id for the title row) are indexed as single tokens so a row is found and deleted
 * through the index.
 */
export const searchWordsTable = sqliteTable("search_words", {
  words: text("words").notNull(),
  conversationId: text("conversation_id").notNull(),
  rowKey: text("row_key").notNull(),
});
