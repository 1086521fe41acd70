import { and, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";
import { signInThrottle as t } from "../schema";

/**
 * Counters in `sign_in_throttle`, one row per key. Every change is a single SQL statement
 * (or one D1 batch, which is a transaction), so parallel requests cannot read a count, wait
 * for a password hash and write back a stale number over each other.
 */

/**
 * Keys: one e-mail from one client, one client over all e-mails, sign-ups of one client.
 * E-mails arrive normalized (`normalizeEmail`), so each person has one set of keys.
 */
export const throttleKey = {
  emailFromClient: (email: string, client: string | null) => `email:${email}|ip:${client ?? "unknown"}`,
  client: (client: string) => `ip:${client}`,
  signUps: (client: string | null) => `signup:${client ?? "unknown"}`,
  shareCopies: (userId: string) => `copy:${userId}`,
  /** Invites made or revoked, roles changed, members removed, invites accepted (docs/product.md#members-and-roles). */
  memberWrites: (userId: string) => `members:${userId}`,
  /** Comments and replies written, edited, deleted, resolved or reopened (docs/product.md#comments). */
  commentWrites: (userId: string) => `comments:${userId}`,
  /** Renames and moves of saved items, versions saved by hand or restored, and product brief edits: what a product's members hear of. */
  itemWrites: (userId: string) => `items:${userId}`,
};

/**
 * Every row that names this (normalized) e-mail, for account deletion; a domain never contains
 * "|". The keys that start with "…|" are a range of the primary key ("|" is followed by "}"),
 * so the rows are found through it rather than by reading every key.
 */
export function emailThrottleRows(email: string): SQL | undefined {
  const prefix = `email:${email}`;
  return or(eq(t.key, prefix), and(gte(t.key, `${prefix}|`), lt(t.key, `${prefix}}`)));
}

export type DelayRule = { key: string; freeAttempts: number };
export type ThrottleRow = { key: string; failures: number; blockedUntil: number | null; updatedAt: number };
export type ReserveOutcome = {
  /** The keys this attempt was counted under, with its number under each. */
  counted: Map<string, number>;
  /** Every rule's row as it stands after this attempt (refused keys are unchanged). */
  rows: ThrottleRow[];
};

/**
 * Counts one attempt under every rule before the password is checked. A key admits it while
 * under its free attempts, or once its delay has passed; `blocked_until` is then left NULL
 * while the check runs, which refuses every later attempt over the free ones until the
 * outcome is known (`startDelay` or `releaseAttempt`). A check that never reports back (the
 * isolate died) stops blocking after `inFlightMs`; a row untouched for `forgetAfterMs` starts
 * over. A key that refuses keeps its row unchanged: the WHERE of the upsert fails, so
 * RETURNING gives no row. The caller releases the keys that were counted when another refused.
 */
export async function reserveAttempts(
  db: Database,
  rules: DelayRule[],
  times: { now: number; forgetAfterMs: number; inFlightMs: number },
): Promise<ReserveOutcome> {
  const { now } = times;
  const upserts = rules.map((rule) => {
    const stale = sql`${t.updatedAt} <= ${now - times.forgetAfterMs}`;
    return db
      .insert(t)
      .values({ key: rule.key, failures: 1, blockedUntil: null, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: t.key,
        set: { failures: sql`(CASE WHEN ${stale} THEN 1 ELSE ${t.failures} + 1 END)`, blockedUntil: null, updatedAt: new Date(now) },
        setWhere: sql`${stale} OR ${t.failures} < ${rule.freeAttempts} OR ${t.blockedUntil} <= ${now}
          OR (${t.blockedUntil} IS NULL AND ${t.updatedAt} <= ${now - times.inFlightMs})`,
      })
      .returning({ key: t.key, failures: t.failures });
  });
  const after = db
    .select()
    .from(t)
    .where(
      inArray(
        t.key,
        rules.map((rule) => rule.key),
      ),
    );
  const [first, ...rest] = upserts;
  const results = await db.batch([first!, ...rest, after]);
  const rows = results.at(-1) as (typeof t.$inferSelect)[];
  const returned = results.slice(0, -1) as { key: string; failures: number }[][];
  return {
    counted: new Map(returned.flat().map((row) => [row.key, row.failures])),
    rows: rows.map((row) => ({
      key: row.key,
      failures: row.failures,
      blockedUntil: row.blockedUntil?.getTime() ?? null,
      updatedAt: row.updatedAt.getTime(),
    })),
  };
}

/** The checked attempt counted as `failures` failed: its key waits until `until`, unless the row has moved on. */
export function startDelay(db: Database, key: string, failures: number, until: number, now: number) {
  return db
    .update(t)
    .set({ blockedUntil: new Date(until), updatedAt: new Date(now) })
    .where(sql`${t.key} = ${key} AND ${t.failures} = ${failures} AND ${t.blockedUntil} IS NULL`);
}

/**
 * Takes back the attempt counted as `failures` (it was never checked, or the password was
 * right). If it was the check every later attempt waited for, they may go ahead now.
 */
export function releaseAttempt(db: Database, key: string, failures: number, now: number) {
  return db
    .update(t)
    .set({
      failures: sql`max(${t.failures} - 1, 0)`,
      blockedUntil: sql`(CASE WHEN ${t.blockedUntil} IS NULL AND ${t.failures} = ${failures} THEN ${now} ELSE ${t.blockedUntil} END)`,
    })
    .where(eq(t.key, key));
}

export function clearThrottle(db: Database, key: string) {
  return db.delete(t).where(eq(t.key, key));
}

/** Runs the statements above as one D1 batch (a transaction); nothing to run is fine. */
export async function runThrottleStatements(db: Database, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export type WindowCount = { count: number; windowEnds: number };

/**
 * Counts one event in a fixed window that opens with the first event: `blocked_until` holds
 * the window's end, after which the next event starts a new window at 1.
 */
export async function countInWindow(db: Database, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const expired = sql`(${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= ${now})`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, blockedUntil: new Date(now + windowMs), updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`(CASE WHEN ${expired} THEN 1 ELSE ${t.failures} + 1 END)`,
        blockedUntil: sql`(CASE WHEN ${expired} THEN ${now + windowMs} ELSE ${t.blockedUntil} END)`,
        updatedAt: new Date(now),
      },
    })
    .returning({ count: t.failures, windowEnds: t.blockedUntil });
  return { count: row!.count, windowEnds: row!.windowEnds!.getTime() };
}

/** Takes one event back out of its window (only the same window: a new one starts clean). */
export async function uncountInWindow(db: Database, key: string, windowEnds: number): Promise<void> {
  await db
    .update(t)
    .set({ failures: sql`max(${t.failures} - 1, 0)` })
    .where(sql`${t.key} = ${key} AND ${t.blockedUntil} = ${windowEnds}`);
}
