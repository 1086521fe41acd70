import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { SNIPPET_MARK_END, SNIPPET_MARK_START, type SearchKind } from "../../shared/contracts/conversations";
import type { ConversationSummary } from "./conversations";

/**
 * Full-text search over a user's saved conversations (docs/product.md#search-and-rename), on the
 * FTS5 table `conversation_search` that triggers keep in step with every write
 * (migrations/0006_conversation_search.sql).
 */

/** More words than this add nothing but work; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;


/**
 * The words of a search box folded the way the index folds text (unicode61 with
 * remove_diacritics 2): compatibility forms to plain ones (fullwidth "ｃａｆｅ" → "cafe", "ﬁ" →
 * "fi"), accents and other marks removed (so "İstanbul" is "istanbul", never "i" + a dot + "stanbul"),
 * lower case, final sigma as sigma. Then runs of letters and digits, no duplicates. Everything
 * else (quotes, `-`, `*`, `NEAR(`, `:`) is a separator, so no user syntax ever reaches MATCH.
 */
export function searchWords(query: string): string[] {
  const folded = query.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");
  const words = folded.match(/[\p{L}\p{N}\p{Co}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The spellings a folded word may have in the index, where unicode61 keeps them apart: "ß" and
 * "ss" ("Straße" and "STRASSE"), and fullwidth letters and digits ("ＣＡＦＥ" is indexed as
 * "ｃａｆｅ"). Searching matches any of them (docs/product.md#search-and-rename).
 */
export function wordSpellings(word: string): string[] {
  const spellings = new Set([word]);
  if (word.includes("ß")) spellings.add(word.replaceAll("ß", "ss"));
  if (word.includes("ss")) spellings.add(word.replaceAll("ss", "ß"));
  if (/^[a-z0-9]+$/.test(word)) spellings.add(word.replace(/[a-z0-9]/g, (ch) => String.fromCodePoint(ch.codePointAt(0)! + 0xfee0)));
  return [...spellings];
}

/** One word as an FTS5 prefix query, in any of its spellings, on the text columns only (never the id columns). */
export function prefixMatch(word: string): string {
  const spellings = wordSpellings(word).map((spelling) => `"${spelling.replaceAll('"', '""')}"*`);
  return `{title body} : ${spellings.length === 1 ? spellings[0] : `(${spellings.join(" OR ")})`}`;
}

export type SearchHit = ConversationSummary & { snippet: string | null };

type Row = { id: string; title: string; updated_at: number; share_id: string | null; share_screens: number; tool: string | null; product_id: string | null };

/**
 * The user's conversations that contain every word (each in the title or in any message,
 * "onboard" also finding "onboarding"), newest first, paged exactly like listConversations.
 * With no words, only the kind filter applies. The user scope is part of the statement.
 */
export async function searchConversations(
  db: Database,
  userId: string,
  {
    words,
    kind,
    limit = 20,
    before,
  }: { words: string[]; kind?: SearchKind; limit?: number; before?: { updatedAt: Date; id: string } },
): Promise<SearchHit[]> {
  const conditions: SQL[] = [sql`c.user_id = ${userId}`];
  for (const word of words) {
    conditions.push(sql`c.id IN (SELECT conversation_id FROM conversation_search WHERE conversation_search MATCH ${prefixMatch(word)})`);
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
  const snippets = words.length > 0 ? await snippetsFor(db, userId, rows.map((r) => r.id), words) : new Map<string, string>();
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
 * The best-ranked matching passage of each listed conversation. The ids go into the MATCH
 * itself (they are indexed), so FTS5 only visits rows of this page; snippet() runs on those.
 */
async function snippetsFor(db: Database, userId: string, ids: string[], words: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  // Ids are base32 (letters and digits), so quoting them is enough.
  const match = `(${words.map(prefixMatch).join(" OR ")}) AND conversation_id : (${ids.map((id) => `"${id.replaceAll('"', "")}"`).join(" OR ")})`;
  const rows = await db.all<{ conversation_id: string; snippet: string }>(sql`
    SELECT conversation_search.conversation_id,
           snippet(conversation_search, -1, ${SNIPPET_MARK_START}, ${SNIPPET_MARK_END}, '…', 16) AS snippet
    FROM conversation_search
    JOIN conversations c ON c.id = conversation_search.conversation_id AND c.user_id = ${userId}
    WHERE conversation_search MATCH ${match}
    ORDER BY conversation_search.rank`);
  for (const row of rows) if (!found.has(row.conversation_id)) found.set(row.conversation_id, row.snippet);
  return found;
}
