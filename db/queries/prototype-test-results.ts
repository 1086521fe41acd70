import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { prototypeClickTallies, prototypeEvents, prototypeSessions, prototypeTests } from "../schema";
import type { EventRow } from "./prototype-test-events";

/**
 * What the owner reads of a test's testers (docs/product.md#prototype-tests) besides its figures
 * (db/queries/prototype-test-figures.ts): every click of each screen as
 * heatmap dots, the raw events a page at a time for the CSV, and deleting one session. Every statement names the user
 * through the test it reads.
 */

const t = prototypeTests;
const s = prototypeSessions;

/** The test's id when it is the user's: the scope of every statement below. */
const ownedTest = (userId: string, testId: string) => sql`(SELECT ${t.id} FROM ${t} WHERE ${t.id} = ${testId} AND ${t.userId} = ${userId})`;

export type HeatmapDot = { task: number; x: number; y: number; hit: boolean; count: number };

/**
 * Every click on each of these screens of the user's test, as the click tallies keep them (every
 * stored click counted, migrations/0022): one dot per task, pixel and hit with how many clicks it
 * holds, in one read of the tallies' index. The answer grows with the distinct pixels clicked (at
 * most the screen's pixels, twice, per task), never with the clicks.
 */
export async function readHeatmapDots(
  db: Database,
  userId: string,
  testId: string,
  screenIds: readonly string[],
): Promise<Map<string, HeatmapDot[]>> {
  const c = prototypeClickTallies;
  const rows = await db
    .select({ screenId: c.screenId, task: c.task, x: c.x, y: c.y, hit: c.hit, count: c.count })
    .from(c)
    .where(sql`${c.testId} = ${ownedTest(userId, testId)}`)
    .orderBy(c.screenId, c.task, c.y, c.x, c.hit);
  const dots = new Map<string, HeatmapDot[]>(screenIds.map((screenId) => [screenId, []]));
  for (const { screenId, ...dot } of rows) dots.get(screenId)?.push(dot);
  return dots;
}

/** Events one CSV query reads: the export streams page after page, never the whole test. */
export const CSV_PAGE_EVENTS = 500;

export type CsvEventRow = EventRow & { sessionId: string; startedAt: number };
export type CsvCursor = { startedAt: number; sessionId: string; seq: number };

/**
 * One page of the user's test's events for the CSV, by session (oldest first) then `seq`, after
 * `after` (a keyset on the sessions' index and the events' key: each query reads a page's worth).
 */
export async function readEventsPage(db: Database, userId: string, testId: string, after: CsvCursor | null): Promise<CsvEventRow[]> {
  const e = prototypeEvents;
  const rows = await db
    .select({
      sessionId: s.id,
      startedAt: s.startedAt,
      seq: e.seq,
      type: e.type,
      task: e.task,
      screenId: e.screenId,
      x: e.x,
      y: e.y,
      hit: e.hit,
      at: e.at,
      value: e.value,
    })
    .from(s)
    .innerJoin(e, eq(e.sessionId, s.id))
    .where(
      and(
        sql`${s.testId} = ${ownedTest(userId, testId)}`,
        after ? sql`(${s.startedAt}, ${s.id}, ${e.seq}) > (${after.startedAt}, ${after.sessionId}, ${after.seq})` : undefined,
      ),
    )
    .orderBy(asc(s.startedAt), asc(s.id), asc(e.seq))
    .limit(CSV_PAGE_EVENTS);
  return rows.map((row) => ({ ...row, type: row.type as EventRow["type"] }));
}

/** Deletes one session of the user's test with its events and runs (cascade; at most one session's bound of events); false when none. */
export async function deleteSession(db: Database, userId: string, productId: string, testId: string, sessionId: string): Promise<boolean> {
  const scope = sql`(SELECT ${t.id} FROM ${t} WHERE ${t.id} = ${testId} AND ${t.productId} = ${productId} AND ${t.userId} = ${userId})`;
  const removed = await db
    .delete(s)
    .where(and(eq(s.id, sessionId), sql`${s.testId} = ${scope}`))
    .returning({ id: s.id });
  return removed.length > 0;
}
