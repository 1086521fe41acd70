import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { conversations } from "../schema";
import { indexedWords, searchKey } from "../search-text";
import { searchWordsTable } from "../search-words-table";

/**
 * Writing and matching the search index (docs/product.md#search-and-rename): statements that go
 * into the batch of the write they index, and the MATCH expressions of a search. The words
 * themselves are folded and keyed by db/search-text.ts.
 */

/** One search word as an FTS5 prefix query on the user's words ("onboard" also finds "onboarding"). */
export function wordMatch(userId: string, word: string): string {
  return `words : "${searchKey(userId)}${word}"*`;
}

/** The index rows of these conversations (ids are base32, so quoting is enough). */
export function conversationsMatch(ids: readonly string[]): string {
  return `conversation_id : (${ids.map((id) => `"${id.replaceAll('"', "")}"`).join(" OR ")})`;
}

const rowKeyMatch = (rowKey: string) => `row_key : "${rowKey.replaceAll('"', "")}"`;

/**
 * Indexes the conversation's title: its old title row goes, the new one is written, in the
 * batch of the statement that wrote the title. Both are gated on the conversation being the
 * user's and holding exactly this title, so a refused write indexes nothing.
 */
export function indexTitleStatements(
  db: Database,
  userId: string,
  conversationId: string,
  title: string,
  { replace }: { replace: boolean },
) {
  const holdsTitle = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId), eq(conversations.title, title)));
  const insert = db
    .insert(searchWordsTable)
    .select(sql`SELECT ${indexedWords(userId, title)}, owned.id, owned.id FROM ${holdsTitle} AS owned`);
  if (!replace) return [insert] as const;
  return [
    db.delete(searchWordsTable).where(sql`search_words MATCH ${rowKeyMatch(conversationId)} AND EXISTS ${holdsTitle}`),
    insert,
  ] as const;
}

/**
 * Indexes messages that the same batch has just inserted (their ids and texts): one row each,
 * joined to the stored message, so a message that was not written (not the user's, over a cap)
 * is not indexed either. Two parameters a row.
 */
export function indexMessagesStatement(db: Database, userId: string, rows: readonly { id: string; content: string }[]) {
  const values = sql.join(
    rows.map((row) => sql`(${indexedWords(userId, row.content)}, ${row.id})`),
    sql`, `,
  );
  return db.insert(searchWordsTable).select(sql`
    SELECT incoming.column1, stored.conversation_id, stored.id
    FROM (VALUES ${values}) AS incoming
    JOIN messages AS stored ON stored.id = incoming.column2`);
}

/**
 * Removes the index rows of these messages (re-indexing them after); with `onlyIf`, only when
 * that condition holds, so a write whose row update matched nothing leaves the index as it was.
 */
export function unindexRowsStatement(db: Database, rowKeys: readonly string[], onlyIf?: SQL) {
  const match = sql`search_words MATCH ${`row_key : (${rowKeys.map((key) => `"${key.replaceAll('"', "")}"`).join(" OR ")})`}`;
  return db.delete(searchWordsTable).where(onlyIf ? sql`${match} AND ${onlyIf}` : match);
}
