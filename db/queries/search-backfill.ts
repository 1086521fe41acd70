import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { conversations, messages, resultVersions, users } from "../schema";
import { indexMessagesStatement, indexTitleStatements, unindexRowsStatement } from "./search-words";
import { indexVersionsStatement, partsOf } from "./version-rows";

/**
 * Indexing, for search keyed by user, the conversations an account saved before it was
 * (migrations/0009_search_by_user.sql marks those accounts). It runs on the owner's own
 * searches, a bounded number of conversations at a time, each in one short batch: it costs only
 * that account's time, never holds the database for long, and picks up where it stopped.
 */

/** Conversations indexed per search at most; an account with more finishes over its next searches. */
export const BACKFILL_CONVERSATIONS_PER_SEARCH = 50;
/** Index rows written (or removed) by one statement: two parameters each, under D1's 100. */
const ROWS_PER_STATEMENT = 40;

type Cursor = { updatedAt: number; id: string };

const cursorText = (cursor: Cursor) => `${cursor.updatedAt}:${cursor.id}`;

function readCursor(text: string): Cursor | null {
  const [time, id] = text.split(":");
  return time && id ? { updatedAt: Number(time), id } : null;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Indexes up to `limit` more of the user's older conversations, oldest change first; answers
 * true once everything the user has is indexed. A conversation is re-indexed whole (its rows
 * removed, then written), so one changed meanwhile, and so met again later in the walk, is
 * never indexed twice.
 */
export async function continueSearchBackfill(db: Database, userId: string, limit = BACKFILL_CONVERSATIONS_PER_SEARCH): Promise<boolean> {
  const [user] = await db.select({ backfill: users.searchBackfill }).from(users).where(eq(users.id, userId));
  if (!user || user.backfill === null) return true;
  const after = readCursor(user.backfill);
  const batch = await db
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        after
          ? or(
              gt(conversations.updatedAt, new Date(after.updatedAt)),
              and(eq(conversations.updatedAt, new Date(after.updatedAt)), gt(conversations.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(conversations.updatedAt), asc(conversations.id))
    .limit(limit);
  for (const conversation of batch) {
    const rows = await db
      .select({ id: messages.id, content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(asc(messages.seq));
    const versions = (
      await db
        .select({ id: resultVersions.id, parts: resultVersions.parts })
        .from(resultVersions)
        .where(eq(resultVersions.conversationId, conversation.id))
        .orderBy(asc(resultVersions.number))
    ).map((version) => ({ id: version.id, parts: partsOf(version.parts) }));
    const next = cursorText({ updatedAt: conversation.updatedAt.getTime(), id: conversation.id });
    // The title is re-indexed only if it is still this one (a rename meanwhile indexed its own).
    const keys = [...rows.map((row) => row.id), ...versions.map((version) => version.id)];
    // One transaction: the cursor moves with the rows it accounts for.
    await db.batch([
      db.update(users).set({ searchBackfill: next }).where(eq(users.id, userId)),
      ...chunks(keys, ROWS_PER_STATEMENT).map((chunk) => unindexRowsStatement(db, chunk)),
      ...indexTitleStatements(db, userId, conversation.id, conversation.title, { replace: true }),
      ...chunks(rows, ROWS_PER_STATEMENT).map((chunk) => indexMessagesStatement(db, userId, chunk)),
      ...chunks(versions, ROWS_PER_STATEMENT).map((chunk) => indexVersionsStatement(db, userId, chunk)),
    ]);
  }
  if (batch.length === limit) return false;
  // Conversations written from now on are indexed by their own writes.
  await db
    .update(users)
    .set({ searchBackfill: null })
    .where(and(eq(users.id, userId), sql`${users.searchBackfill} IS NOT NULL`));
  return true;
}
