import { and, count, eq, sql } from "drizzle-orm";
import { MAX_RESULT_VERSIONS } from "../../shared/result-versions";
import type { Database } from "../client";
import { newId } from "../ids";
import { conversations, resultVersions, versionReservations } from "../schema";
import { summaryColumns, type ConversationSummary } from "./conversations";
import { storageGuards, type StorageLimits } from "./storage";
import { insertVersionRows, versionCount, type NewVersion } from "./version-rows";

/**
 * Versions of a saved tool result (docs/product.md#versions): the cap, the slots refines hold
 * while their model answers, and appending one version. The rows themselves: ./version-rows.ts.
 */
const versionsOf = versionCount;

/** How long a reserved version slot counts: longer than any model call may take (AI_TIMEOUT_MS is at most 10 minutes). */
export const RESERVATION_LIFETIME_MS = 15 * 60 * 1000;

/** Slots held by refines still answering, other than `except` (the caller's own). */
const reservedSlots = (conversationId: string, now: number, except?: string) =>
  sql<number>`(SELECT count(*) FROM ${versionReservations} WHERE ${versionReservations.conversationId} = ${conversationId}
    AND ${versionReservations.createdAt} > ${now - RESERVATION_LIFETIME_MS}${except ? sql` AND ${versionReservations.id} <> ${except}` : sql``})`;

/**
 * Holds a version slot for a refine of the user's saved result of `tool`, in one statement: taken
 * only while stored versions plus slots held by other refines stay under the cap, so parallel
 * refines at 49 versions get one slot between them and the rest are refused before any AI work
 * (docs/product.md#versions). Answers the slot's id, or null when none was taken.
 */
export async function reserveVersion(db: Database, userId: string, conversationId: string, tool: string): Promise<string | null> {
  const now = Date.now();
  const id = newId();
  const [row] = await db
    .insert(versionReservations)
    .select(
      db
        .select({ id: sql<string>`${id}`.as("id"), conversationId: conversations.id, createdAt: sql<number>`${now}`.as("created_at") })
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            eq(conversations.userId, userId),
            eq(conversations.tool, tool),
            sql`${versionsOf(conversationId)} + ${reservedSlots(conversationId, now)} < ${MAX_RESULT_VERSIONS}`,
          ),
        ),
    )
    .returning({ id: versionReservations.id });
  return row?.id ?? null;
}

/** Gives a slot back (the refine failed, or its version is stored). Scoped by its conversation. */
export async function releaseVersion(db: Database, conversationId: string, reservationId: string): Promise<void> {
  await db
    .delete(versionReservations)
    .where(and(eq(versionReservations.id, reservationId), eq(versionReservations.conversationId, conversationId)));
}

/** A result the user owns, with how many versions it has; null when it is not theirs (or gone). */
export async function findOwnedResult(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<(ConversationSummary & { versions: number }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, versions: versionsOf(conversationId) })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  return row ? { ...row, versions: Number(row.versions) } : null;
}

export type AppendVersionOutcome =
  { ok: true; conversation: ConversationSummary; version: number } | { ok: false; reason: "not_found" | "too_many_versions" };

/**
 * Appends one version in one batch: stored whole or not at all, numbered by the statement. The
 * cap is checked by the statements themselves, so parallel appends cannot pass 50 together;
 * nothing is written to someone else's conversation; a version that would take the result or the
 * account past its storage rolls the batch back (db/queries/storage.ts).
 */
export async function appendVersion(
  db: Database,
  userId: string,
  conversationId: string,
  version: NewVersion,
  { reservationId, storage }: { reservationId?: string; storage?: StorageLimits } = {},
): Promise<AppendVersionOutcome> {
  const now = Date.now();
  // Slots held by refines still answering count too (the caller's own excepted), so a hand edit
  // or restore never takes the place a paid-for refine was promised.
  const underCap = sql`${versionsOf(conversationId)} + ${reservedSlots(conversationId, now, reservationId)} < ${MAX_RESULT_VERSIONS}`;
  const [insert, index] = insertVersionRows(db, userId, conversationId, [version], now, underCap) as [VersionStatement, VersionStatement];
  const [touched, , , counted] = await db.batch([
    db
      .update(conversations)
      .set({ updatedAt: new Date(now) })
      .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId), underCap))
      .returning(summaryColumns),
    insert,
    index,
    db.select({ versions: count() }).from(resultVersions).where(eq(resultVersions.conversationId, conversationId)),
    // The slot is given back in the same batch as the version it held the place of.
    ...(reservationId
      ? [
          db
            .delete(versionReservations)
            .where(and(eq(versionReservations.id, reservationId), eq(versionReservations.conversationId, conversationId))),
        ]
      : []),
    ...storageGuards(db, userId, conversationId, storage),
  ]);
  const conversation = touched[0];
  if (conversation) return { ok: true, conversation, version: Number(counted[0]?.versions ?? 0) };
  const owned = await findOwnedResult(db, userId, conversationId);
  return { ok: false, reason: owned ? "too_many_versions" : "not_found" };
}

type VersionStatement = ReturnType<typeof insertVersionRows>[number];
