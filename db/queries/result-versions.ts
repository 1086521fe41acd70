import { and, count, eq, sql } from "drizzle-orm";
import { MAX_RESULT_VERSIONS } from "../../shared/result-versions";
import type { Database } from "../client";
import { newId } from "../ids";
import { conversations, resultVersions, versionReservations } from "../schema";
import { summaryColumns, type ConversationSummary } from "./conversations";
import { storageGuards, type StorageLimits } from "./storage";
import { editableBy, storageFor, writableItem, writerOf, type ItemWriter } from "./item-writes";
import { insertVersionRows, latestVersionNumber, readLatestVersionAuthor, versionCount, type NewVersion } from "./version-rows";

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
 * Holds a version slot for a refine of a saved result of `tool` the user may edit, in one
 * statement: taken only while stored versions plus slots held by other refines stay under the
 * cap, so parallel refines at 49 versions get one slot between them and the rest are refused
 * before any AI work (docs/product.md#versions); and, with `baseVersion`, only while that is
 * still the newest version (a refine of a version someone has since saved past is refused,
 * free of charge). Answers the slot's id, or null when none was taken.
 */
export async function reserveVersion(
  db: Database,
  writer: ItemWriter,
  conversationId: string,
  tool: string,
  baseVersion?: number,
): Promise<string | null> {
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
            writableItem(writer, conversationId),
            eq(conversations.tool, tool),
            sql`${versionsOf(conversationId)} + ${reservedSlots(conversationId, now)} < ${MAX_RESULT_VERSIONS}`,
            onBase(conversationId, baseVersion),
          ),
        ),
    )
    .returning({ id: versionReservations.id });
  return row?.id ?? null;
}

/** With a base, true only while it is the result's newest version (docs/product.md#version-conflicts). */
function onBase(conversationId: string, baseVersion: number | undefined) {
  return baseVersion === undefined ? undefined : sql`${latestVersionNumber(conversationId)} = ${baseVersion}`;
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
  | { ok: true; conversation: ConversationSummary; version: number }
  | { ok: false; reason: "not_found" | "too_many_versions" }
  | { ok: false; reason: "version_conflict"; latest: { number: number; authorEmail: string } };

/**
 * Appends one version in one batch: stored whole or not at all, numbered by the statement. The
 * cap is checked by the statements themselves, so parallel appends cannot pass 50 together;
 * nothing is written to a conversation the author may not edit (docs/product.md#members-and-roles);
 * with `baseVersion`, nothing is written unless that is still the newest version, so of parallel
 * saves on one base exactly one is stored and the others hear who saved first; a version that
 * would take the result or the owner's account past its storage rolls the batch back
 * (db/queries/storage.ts).
 */
export async function appendVersion(
  db: Database,
  by: string | ItemWriter,
  conversationId: string,
  version: NewVersion,
  { reservationId, storage, baseVersion }: { reservationId?: string; storage?: StorageLimits; baseVersion?: number } = {},
): Promise<AppendVersionOutcome> {
  const writer = writerOf(by);
  const now = Date.now();
  // Slots held by refines still answering count too (the caller's own excepted), so a hand edit
  // or restore never takes the place a paid-for refine was promised.
  const underCap = sql`${versionsOf(conversationId)} + ${reservedSlots(conversationId, now, reservationId)} < ${MAX_RESULT_VERSIONS}`;
  const allowed = and(underCap, onBase(conversationId, baseVersion))!;
  const [insert, index] = insertVersionRows(db, writer, conversationId, [version], now, allowed) as [VersionStatement, VersionStatement];
  const [touched, , , counted] = await db.batch([
    db
      .update(conversations)
      .set({ updatedAt: new Date(now) })
      .where(and(writableItem(writer, conversationId), allowed))
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
    ...storageGuards(db, writer.ownerId, conversationId, storageFor(writer, storage)),
  ]);
  const conversation = touched[0];
  if (conversation) return { ok: true, conversation, version: Number(counted[0]?.versions ?? 0) };
  return whyNotAppended(db, writer.authorId, conversationId, baseVersion);
}

/** Why an append wrote nothing, read after it: the author may not edit it (or it is gone), someone saved past the base, or it is full. */
async function whyNotAppended(db: Database, authorId: string, conversationId: string, baseVersion?: number): Promise<AppendVersionOutcome> {
  const editable = await findEditableResult(db, authorId, conversationId);
  if (!editable) return { ok: false, reason: "not_found" };
  const latest = baseVersion === undefined ? null : await readLatestVersionAuthor(db, conversationId);
  if (latest && latest.number !== baseVersion) return { ok: false, reason: "version_conflict", latest };
  return { ok: false, reason: "too_many_versions" };
}

type VersionStatement = ReturnType<typeof insertVersionRows>[number];

/**
 * A saved result `userId` may edit, with its owner and how many versions it has; null when they
 * may not (someone else's, a product they are no editor of, gone). Decided in this statement.
 */
export async function findEditableResult(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<(ConversationSummary & { versions: number; ownerId: string }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, versions: versionsOf(conversationId), ownerId: conversations.userId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), editableBy(userId)))
    .limit(1);
  return row ? { ...row, versions: Number(row.versions) } : null;
}
