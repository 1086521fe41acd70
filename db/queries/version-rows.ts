import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ResultVersion, VersionSummary } from "../../shared/result-versions";
import type { Database } from "../client";
import { newId } from "../ids";
import { conversations, resultVersions } from "../schema";
import { indexedWords } from "../search-text";
import { searchWordsTable } from "../search-words-table";
import { writableItem, writerOf, type ItemWriter } from "./item-writes";
import { D1_MAX_BOUND_PARAMETERS } from "./message-rows";

/**
 * The rows of a saved result's versions (docs/product.md#versions): written in the batch of the
 * write that makes them, numbered by the statement itself, read back as they were stored.
 */

/** A version about to be stored: what made it, and its Markdown parts (rendered from `response` when there is one). */
export type NewVersion = {
  note: string | null;
  restoredFrom?: number | null;
  /** The tool's structured response, when the server has it. */
  response?: unknown;
  parts: readonly string[];
};

// What one INSERT below binds once (conversation id twice, the owner's id, the time, the author
// and the author's edit right: editableBy) and per row (id, offset, note, restored-from, response,
// parts). Keep in step with the SQL.
const PARAMETERS_PER_STATEMENT = 10;
const PARAMETERS_PER_ROW = 6;
/** Rows per INSERT; callers that add an `onlyIf` condition leave room for its parameters. */
export const VERSIONS_PER_STATEMENT = Math.floor((D1_MAX_BOUND_PARAMETERS - PARAMETERS_PER_STATEMENT - 8) / PARAMETERS_PER_ROW);

/**
 * Statements that append `versions` after the result's last one, in order, each INSERT numbering
 * its rows from the current maximum when it runs (so concurrent writers never share a number),
 * followed by the statement that indexes them for search. Put them in ONE batch: nothing is
 * stored unless all is. Nothing is written when the conversation is not the user's, or when
 * `onlyIf` (a cap) does not hold as the statement runs.
 */
export function insertVersionRows(
  db: Database,
  by: string | ItemWriter,
  conversationId: string,
  versions: readonly NewVersion[],
  now: number,
  onlyIf?: SQL,
) {
  const writer = writerOf(by);
  // The owner's conversation, while the author may edit it (docs/product.md#members-and-roles).
  const owned = db.select({ id: conversations.id }).from(conversations).where(writableItem(writer, conversationId));
  const statements = [];
  for (let start = 0; start < versions.length; start += VERSIONS_PER_STATEMENT) {
    const chunk = versions.slice(start, start + VERSIONS_PER_STATEMENT).map((version) => ({ ...version, id: newId() }));
    const rows = sql.join(
      chunk.map(
        (version, index) =>
          sql`(${version.id}, ${index}, ${version.note}, ${version.restoredFrom ?? null}, ${version.response === undefined ? null : JSON.stringify(version.response)}, ${JSON.stringify(version.parts)})`,
      ),
      sql`, `,
    );
    // drizzle inserts a raw SELECT into every column in the schema's order: id, conversation_id,
    // number, note, restored_from, response, parts, created_at, author_id.
    statements.push(
      db.insert(resultVersions).select(sql`
        SELECT incoming.column1, owner.id, last.number + 1 + incoming.column2, incoming.column3, incoming.column4,
               incoming.column5, incoming.column6, ${now}, ${writer.authorId}
        FROM (VALUES ${rows}) AS incoming,
             ${owned} AS owner,
             (SELECT coalesce(max(number), 0) AS number FROM result_versions WHERE conversation_id = ${conversationId}) AS last
        ${onlyIf ? sql`WHERE ${onlyIf}` : sql``}`),
      indexVersionsStatement(db, writer.ownerId, chunk),
    );
  }
  return statements;
}

/**
 * Indexes versions the same batch has just stored (joined to them, so a refused one is not
 * indexed): their parts' words. With `onlyIf`, only when that condition holds too.
 */
export function indexVersionsStatement(
  db: Database,
  userId: string,
  rows: readonly { id: string; parts: readonly string[] }[],
  onlyIf?: SQL,
) {
  const values = sql.join(
    rows.map((row) => sql`(${indexedWords(userId, row.parts.join("\n"))}, ${row.id})`),
    sql`, `,
  );
  return db.insert(searchWordsTable).select(sql`
    SELECT incoming.column1, stored.conversation_id, stored.id
    FROM (VALUES ${values}) AS incoming
    JOIN result_versions AS stored ON stored.id = incoming.column2${onlyIf ? sql` WHERE ${onlyIf}` : sql``}`);
}

/** A version's stored parts (a JSON array of strings) as a list. */
export function partsOf(stored: string): string[] {
  const parts = JSON.parse(stored) as unknown;
  return Array.isArray(parts) ? parts.filter((part): part is string => typeof part === "string") : [];
}

/** A stored version as readers see it. */
export function toResultVersion(row: { number: number; note: string | null; restoredFrom: number | null; parts: string }): ResultVersion {
  return { number: row.number, note: row.note, restoredFrom: row.restoredFrom, parts: partsOf(row.parts) };
}

/**
 * What a result's versions are, oldest first, without their parts (the caller has checked whose it
 * is). With `readerId`, each version someone else saved says by whom (`by`, their e-mail; a
 * version of before authors were kept is the owner's); without it (a public share), nobody's.
 */
export async function readVersionSummaries(db: Database, conversationId: string, readerId?: string): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      number: resultVersions.number,
      note: resultVersions.note,
      restoredFrom: resultVersions.restoredFrom,
      by: readerId === undefined ? sql<null>`NULL` : authorEmailUnless(readerId),
    })
    .from(resultVersions)
    .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
    .where(eq(resultVersions.conversationId, conversationId))
    .orderBy(asc(resultVersions.number));
  return rows.map(({ by, ...row }) => (by === null ? row : { ...row, by }));
}

/** Who saved the row of `result_versions` (joined with its conversation): their e-mail, NULL when it is `readerId`. */
function authorEmailUnless(readerId: string) {
  return sql<string | null>`(CASE WHEN ${versionAuthor} = ${readerId} THEN NULL ELSE ${authorEmail()} END)`;
}

/** The author's id of the row of `result_versions` joined with its conversation (old rows: the owner). */
const versionAuthor = sql`coalesce(${resultVersions.authorId}, ${conversations.userId})`;

const authorEmail = () =>
  sql<string>`coalesce((SELECT author."email" FROM "users" AS author WHERE author."id" = ${versionAuthor}), ${FORMER_MEMBER})`;

/** Who a version's author is shown as once their account is gone. */
export const FORMER_MEMBER = "a former member";

/** A result's newest version and who saved it (their e-mail): what a refused save is told it missed. */
export async function readLatestVersionAuthor(
  db: Database,
  conversationId: string,
): Promise<{ number: number; authorEmail: string } | null> {
  const [row] = await db
    .select({ number: resultVersions.number, authorEmail: authorEmail() })
    .from(resultVersions)
    .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
    .where(eq(resultVersions.conversationId, conversationId))
    .orderBy(desc(resultVersions.number))
    .limit(1);
  return row ?? null;
}

/** Who saved one version of a result (their e-mail); null when there is no such version. */
export async function readVersionAuthor(db: Database, conversationId: string, number: number): Promise<string | null> {
  const [row] = await db
    .select({ authorEmail: authorEmail() })
    .from(resultVersions)
    .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
    .where(and(eq(resultVersions.conversationId, conversationId), eq(resultVersions.number, number)))
    .limit(1);
  return row?.authorEmail ?? null;
}

/** The number of a result's newest version (0 for none), as a subquery: what a save's base is checked against. */
export const latestVersionNumber = (conversationId: string) =>
  sql<number>`(SELECT coalesce(max(${resultVersions.number}), 0) FROM ${resultVersions} WHERE ${resultVersions.conversationId} = ${conversationId})`;

/** One version of a result, or its newest with `number` null; null when there is none (the caller has checked whose it is). */
export async function readVersion(
  db: Database,
  conversationId: string,
  number: number | null,
): Promise<(StoredVersion & { response: unknown }) | null> {
  const [row] = await db
    .select({
      number: resultVersions.number,
      note: resultVersions.note,
      restoredFrom: resultVersions.restoredFrom,
      parts: resultVersions.parts,
      response: resultVersions.response,
    })
    .from(resultVersions)
    .where(and(eq(resultVersions.conversationId, conversationId), number === null ? undefined : eq(resultVersions.number, number)))
    .orderBy(desc(resultVersions.number))
    .limit(1);
  return row ? { ...toResultVersion(row), response: row.response ? (JSON.parse(row.response) as unknown) : undefined } : null;
}

/** A version as the server keeps it: with the structured response it was stored with, if any. */
export type StoredVersion = ResultVersion & { response?: unknown };

/** The versions of a result, oldest first, whole (the caller has checked whose it is). */
export async function readVersions(db: Database, conversationId: string): Promise<StoredVersion[]> {
  const rows = await db
    .select({
      number: resultVersions.number,
      note: resultVersions.note,
      restoredFrom: resultVersions.restoredFrom,
      parts: resultVersions.parts,
      response: resultVersions.response,
    })
    .from(resultVersions)
    .where(eq(resultVersions.conversationId, conversationId))
    .orderBy(asc(resultVersions.number));
  return rows.map((row) => ({ ...toResultVersion(row), ...(row.response ? { response: JSON.parse(row.response) as unknown } : {}) }));
}

/** How many versions a result has, as a subquery for statements that check the cap. */
export const versionCount = (conversationId: string) =>
  sql<number>`(SELECT count(*) FROM ${resultVersions} WHERE ${resultVersions.conversationId} = ${conversationId})`;
