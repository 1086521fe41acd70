import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { conversations, resultVersions, users } from "../schema";
import { releaseAnswerStatement } from "./answer-reservations";
import { storageGuards, type StorageLimits } from "./storage";
import { unindexRowsStatement } from "./search-words";
import { indexVersionsStatement, partsOf } from "./version-rows";

/**
 * The answers of Ask {persona} kept in a saved validation report (docs/product.md#ask-a-persona):
 * they live in the structured result of the version they were asked about, and its Markdown parts
 * are written again with them. An answer adds to a version without changing its results, so it is
 * written into that version's row rather than making a new version.
 */

export type AnswerableVersion = { id: string; conversationId: string; response: string | null; parts: string[] };

/** One version of the user's own saved validation report; null when it is not theirs, not a report, or has no such version. */
export async function findAnswerableVersion(
  db: Database,
  userId: string,
  conversationId: string,
  number: number,
): Promise<AnswerableVersion | null> {
  const [row] = await db
    .select({ id: resultVersions.id, response: resultVersions.response, parts: resultVersions.parts })
    .from(resultVersions)
    .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.userId, userId),
        eq(conversations.tool, "validate-ux"),
        eq(resultVersions.number, number),
      ),
    )
    .limit(1);
  return row ? { id: row.id, conversationId, response: row.response, parts: partsOf(row.parts) } : null;
}

/**
 * Writes the version's new structured result and parts in one batch, only while it still holds
 * what was read (`before`): two answers finishing together cannot drop one another, and the loser
 * writes nothing (counts, row, search index and its held place alike) and is told, to read again.
 * The bytes it adds count for the report and the account like any stored text, and a write past
 * either limit rolls the batch back (db/queries/storage.ts).
 */
export async function replaceVersionAnswers(
  db: Database,
  userId: string,
  before: AnswerableVersion,
  after: { response: string; parts: string[] },
  storage: StorageLimits,
  reservation?: string,
): Promise<boolean> {
  const parts = JSON.stringify(after.parts);
  const unchanged = sql`EXISTS (SELECT 1 FROM ${resultVersions} WHERE ${resultVersions.id} = ${before.id} AND ${resultVersions.response} IS ${before.response})`;
  const holdsAfter = sql`EXISTS (SELECT 1 FROM ${resultVersions} WHERE ${resultVersions.id} = ${before.id} AND ${resultVersions.response} IS ${after.response})`;
  const added = sql`(length(CAST(${after.response} AS BLOB)) + length(CAST(${parts} AS BLOB))
    - (SELECT coalesce(length(CAST(${resultVersions.response} AS BLOB)), 0) + length(CAST(${resultVersions.parts} AS BLOB))
       FROM ${resultVersions} WHERE ${resultVersions.id} = ${before.id}))`;
  const owned = and(eq(conversations.id, before.conversationId), eq(conversations.userId, userId));
  const [, , written] = await db.batch([
    // The counts first, while the row still holds what they are measured against.
    db
      .update(conversations)
      .set({ storedBytes: sql`${conversations.storedBytes} + ${added}` })
      .where(and(owned, unchanged)),
    db
      .update(users)
      .set({ storageBytes: sql`${users.storageBytes} + ${added}` })
      .where(and(eq(users.id, userId), unchanged)),
    db
      .update(resultVersions)
      .set({ response: after.response, parts })
      .where(
        and(
          eq(resultVersions.id, before.id),
          sql`${resultVersions.response} IS ${before.response}`,
          sql`${resultVersions.conversationId} IN (SELECT ${conversations.id} FROM ${conversations} WHERE ${owned})`,
        ),
      )
      .returning({ id: resultVersions.id }),
    // The search index follows only a write that happened: the row now holds the new text. A
    // write that lost to another answer changes nothing at all, so its words are never found.
    unindexRowsStatement(db, [before.id], holdsAfter),
    indexVersionsStatement(db, userId, [{ id: before.id, parts: after.parts }], holdsAfter),
    // The place the question held is given up with the answer that fills it (db/queries/answer-reservations.ts).
    ...(reservation ? [releaseAnswerStatement(db, userId, before.id, reservation, holdsAfter)] : []),
    ...storageGuards(db, userId, before.conversationId, storage),
  ]);
  return written.length > 0;
}
