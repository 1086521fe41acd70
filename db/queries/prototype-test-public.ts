import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { newId } from "../ids";
import { prototypeSessions, prototypeTests, users } from "../schema";

/**
 * What a tester's page reads and writes (docs/product.md#prototype-tests): every statement names
 * one test (by its unique address or id) or one session of it, so its cost is bounded by that
 * test alone. Limits are checked by the statement that writes, so parallel testers cannot pass
 * one together. The batch of events itself: ./prototype-test-events.ts.
 */

const t = prototypeTests;
const publicColumns = {
  id: t.id,
  userId: t.userId,
  productId: t.productId,
  title: t.title,
  address: t.address,
  open: t.open,
  tasks: t.tasks,
  easeQuestion: t.easeQuestion,
  sus: t.sus,
  openingQuestion: t.openingQuestion,
  wireframes: t.wireframes,
  testerCap: t.testerCap,
  sessions: t.sessions,
  conversationId: t.conversationId,
  createdAt: t.createdAt,
};
export type PublicTestRow = { [K in keyof typeof publicColumns]: (typeof t.$inferSelect)[K] };

/** The test at an address, open or not; null when none. */
export async function findTestByAddress(db: Database, address: string): Promise<PublicTestRow | null> {
  const [row] = await db.select(publicColumns).from(t).where(eq(t.address, address)).limit(1);
  return row ?? null;
}

const stateColumns = {
  id: t.id,
  userId: t.userId,
  productId: t.productId,
  address: t.address,
  open: t.open,
  easeQuestion: t.easeQuestion,
  sus: t.sus,
  openingQuestion: t.openingQuestion,
};
export type TestState = { [K in keyof typeof stateColumns]: (typeof t.$inferSelect)[K] };

/** Who owns the test at an address, whether it is open and which questions it asks, without its screens (a batch reads them once per isolate). */
export async function findTestStateByAddress(db: Database, address: string): Promise<TestState | null> {
  const [row] = await db.select(stateColumns).from(t).where(eq(t.address, address)).limit(1);
  return row ?? null;
}

/** A test's tasks and screens as stored; null when it is gone. */
export async function findTestContent(db: Database, testId: string): Promise<{ id: string; tasks: string; wireframes: string } | null> {
  const [row] = await db.select({ id: t.id, tasks: t.tasks, wireframes: t.wireframes }).from(t).where(eq(t.id, testId)).limit(1);
  return row ?? null;
}

/** The storage a session row counts before it holds any event (its id, token hash, times, counters). */
export const SESSION_ROW_BYTES = 160;

export type NewSession = { testId: string; tokenHash: string; network: string };
export type SessionLimits = {
  /** Sessions one network may start on a test per window (not checked when the network is unknown: local runs only). */
  perNetwork: number;
  windowMs: number;
  /** STORAGE_LIMIT_BYTES: sessions count against the test owner's storage. */
  ownerStorageBytes: number;
};
export type StartOutcome =
  { outcome: "started"; id: string } | { outcome: "limited"; retryAfterMs: number } | { outcome: "closed" | "full" | "gone" };

/**
 * Starts a session in one statement: stored only while the test is open, under its tester cap
 * (the trigger-kept count), the network under its window's sessions, and the owner's storage
 * with room for the row. When nothing was stored, a second look says why.
 */
export async function startSession(db: Database, session: NewSession, limits: SessionLimits, now = Date.now()): Promise<StartOutcome> {
  const id = newId();
  const s = prototypeSessions;
  const since = now - limits.windowMs;
  const networkSessions = sql`(SELECT count(*) FROM (SELECT 1 FROM ${s} WHERE ${s.testId} = ${session.testId}
    AND ${s.network} = ${session.network} AND ${s.startedAt} > ${since} LIMIT ${limits.perNetwork}))`;
  const networkHasRoom = session.network === "" ? sql`1` : sql`${networkSessions} < ${limits.perNetwork}`;
  const ownerBytes = sql`(SELECT ${users.storageBytes} FROM ${users} WHERE ${users.id} = ${t.userId})`;
  // id, test_id, token_hash, started_at, last_event_at, finished, events, sus, network, bytes, batch_window_ends, batches_in_window, sus_score.
  const [row] = await db
    .insert(s)
    .select(
      sql`SELECT ${id}, ${t.id}, ${session.tokenHash}, ${now}, ${now}, 0, 0, NULL, ${session.network}, ${SESSION_ROW_BYTES}, 0, 0, NULL
          FROM ${t} WHERE ${t.id} = ${session.testId} AND ${t.open} = 1 AND ${t.sessions} < ${t.testerCap}
          AND ${networkHasRoom} AND ${ownerBytes} + ${SESSION_ROW_BYTES} <= ${limits.ownerStorageBytes}`,
    )
    .returning({ id: s.id });
  if (row) return { outcome: "started", id: row.id };
  const [test] = await db
    .select({ open: t.open, sessions: t.sessions, testerCap: t.testerCap, ownerBytes })
    .from(t)
    .where(eq(t.id, session.testId))
    .limit(1);
  if (!test) return { outcome: "gone" };
  if (!test.open) return { outcome: "closed" };
  if (test.sessions >= test.testerCap || Number(test.ownerBytes) + SESSION_ROW_BYTES > limits.ownerStorageBytes) return { outcome: "full" };
  if (session.network === "") return { outcome: "full" };
  // The network's window: it ends when the oldest session counted in it leaves.
  const [oldest] = await db
    .select({ startedAt: s.startedAt })
    .from(s)
    .where(and(eq(s.testId, session.testId), eq(s.network, session.network), sql`${s.startedAt} > ${since}`))
    .orderBy(s.startedAt)
    .limit(1);
  return { outcome: "limited", retryAfterMs: oldest ? oldest.startedAt + limits.windowMs - now : limits.windowMs };
}

export type SessionForBatch = { id: string; startedAt: number };

/**
 * A session of this test whose token hashes to `tokenHash`, counted as one more batch in its
 * minute-long window (one statement, so parallel batches cannot pass the limit together): null
 * when the test has no such session or the token is not its own (nothing is counted then);
 * `limited` with the window's end when it has sent too many batches this minute.
 */
export async function admitBatch(
  db: Database,
  testId: string,
  sessionId: string,
  tokenHash: string,
  limits: { perWindow: number; windowMs: number },
  now = Date.now(),
): Promise<{ session: SessionForBatch; limited: number | null } | null> {
  const s = prototypeSessions;
  const expired = sql`${s.batchWindowEnds} <= ${now}`;
  const [row] = await db
    .update(s)
    .set({
      batchesInWindow: sql`CASE WHEN ${expired} THEN 1 ELSE ${s.batchesInWindow} + 1 END`,
      batchWindowEnds: sql`CASE WHEN ${expired} THEN ${now + limits.windowMs} ELSE ${s.batchWindowEnds} END`,
    })
    .where(and(eq(s.id, sessionId), eq(s.testId, testId), eq(s.tokenHash, tokenHash)))
    .returning({
      id: s.id,
      startedAt: s.startedAt,
      batches: s.batchesInWindow,
      windowEnds: s.batchWindowEnds,
    });
  if (!row) return null;
  const { batches, windowEnds, ...session } = row;
  return { session, limited: batches > limits.perWindow ? windowEnds : null };
}
