import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import type { SearchKind } from "../../shared/contracts/conversations";
import type { ConversationSummary } from "./conversations";
import { plainText } from "../../shared/plain-text";
import { searchSnippet } from "./search-snippet";
import { partsOf } from "./version-rows";
import { conversationsMatch, wordMatch } from "./search-words";

/**
 * Full-text search over a user's saved conversations (docs/product.md#search-and-rename), on the
 * FTS5 table `search_words` that every write of a title or message keeps in step, in its own
 * batch (db/queries/search-words.ts). Every MATCH names the user's key, so a search reads the
 * searcher's rows only.
 */

export type SearchHit = ConversationSummary & { snippet: string | null };

type Row = {
  id: string;
  title: string;
  updated_at: number;
  share_id: string | null;
  share_screens: number;
  tool: string | null;
  product_id: string | null;
};

/**
 * The user's conversations that contain every word (each in the title or in any message,
 * "onboard" also finding "onboarding"), newest first, paged exactly like listConversations.
 * With no words, only the kind filter applies. The user scope is part of the statement.
 */
export async function searchConversations(
  db: Database,
  userId: string,
  { words, kind, limit = 20, before }: { words: string[]; kind?: SearchKind; limit?: number; before?: { updatedAt: Date; id: string } },
): Promise<SearchHit[]> {
  const conditions: SQL[] = [sql`c.user_id = ${userId}`];
  for (const word of words) {
    conditions.push(sql`c.id IN (SELECT conversation_id FROM search_words WHERE search_words MATCH ${wordMatch(userId, word)})`);
  }
  // "chat" = Quick Chat conversations (no tool); any other kind is a tool's name.
  if (kind === "chat") conditions.push(sql`c.tool IS NULL`);
  else if (kind) conditions.push(sql`c.tool = ${kind}`);
  if (before) {
    const time = before.updatedAt.getTime();
    conditions.push(sql`(c.updated_at < ${time} OR (c.updated_at = ${time} AND c.id < ${before.id}))`);
  }
  const rows = await db.all<Row>(sql`
    SELECT c.id, c.title, c.updated_at, c.share_id, c.share_screens, c.tool, c.product_id
    FROM conversations c
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY c.updated_at DESC, c.id DESC
    LIMIT ${limit}`);
  const snippets = words.length > 0 ? await snippetsFor(db, userId, rows, words) : new Map<string, string>();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    updatedAt: new Date(row.updated_at),
    shareId: row.share_id,
    shareScreens: Boolean(row.share_screens),
    tool: row.tool,
    productId: row.product_id,
    snippet: snippets.get(row.id) ?? null,
  }));
}

/**
 * A passage of each listed conversation around its words: from its best-ranked matching row (the
 * title or one message), read through the user's own index rows of these conversations only,
 * then cut from that row's text.
 */
async function snippetsFor(db: Database, userId: string, rows: readonly Row[], words: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (rows.length === 0) return found;
  const match = `(${words.map((word) => wordMatch(userId, word)).join(" OR ")}) AND ${conversationsMatch(rows.map((row) => row.id))}`;
  const ranked = await db.all<{ conversation_id: string; row_key: string }>(sql`
    SELECT conversation_id, row_key FROM search_words WHERE search_words MATCH ${match} ORDER BY rank`);
  const best = new Map<string, string>();
  for (const row of ranked) if (!best.has(row.conversation_id)) best.set(row.conversation_id, row.row_key);
  // A row is a title (its key is the conversation id), a message or a result's version.
  const rowIds = [...best.entries()].filter(([conversationId, rowKey]) => rowKey !== conversationId).map(([, rowKey]) => rowKey);
  const texts = new Map<string, string>(rows.map((row) => [row.id, row.title]));
  if (rowIds.length > 0) {
    const listed = sql.join(
      rowIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const messages = await db.all<{ id: string; content: string }>(sql`
      SELECT m.id, m.content FROM messages m JOIN conversations c ON c.id = m.conversation_id AND c.user_id = ${userId}
      WHERE m.id IN (${listed})`);
    const versions = await db.all<{ id: string; parts: string }>(sql`
      SELECT v.id, v.parts FROM result_versions v JOIN conversations c ON c.id = v.conversation_id AND c.user_id = ${userId}
      WHERE v.id IN (${listed})`);
    // A snippet shows the words a reader sees, not the Markdown that formats them.
    for (const message of messages) texts.set(message.id, plainText(message.content));
    for (const version of versions) texts.set(version.id, plainText(partsOf(version.parts).join("\n\n")));
  }
  for (const [conversationId, rowKey] of best) {
    const snippet = searchSnippet(texts.get(rowKey) ?? "", words);
    if (snippet) found.set(conversationId, snippet);
  }
  return found;
}
