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
export type ScreenDots = { dots: HeatmapDot[]; merged: number | null };

/** Distinct clicked points a screen's heatmap draws one by one; past this, nearby clicks share a dot. */
export const HEATMAP_POINTS = 2_000;

/** The side of the squares a screen of this size is cut into so it holds about HEATMAP_POINTS of them. */
export const mergeSquare = (width: number, height: number) => Math.ceil(Math.sqrt((width * height) / HEATMAP_POINTS));

/**
 * Every click on each of these screens of the user's test, as the click tallies keep them (every
 * stored click counted, migrations/0022): one dot per task, pixel and hit with how many clicks it
 * holds. Anonymous testers decide how many distinct pixels there are, so a screen with more than
 * HEATMAP_POINTS of them is drawn by squares of `mergeSquare` pixels instead, each dot at the mean
 * place of its clicks with their count: every click is still counted, and a screen's answer stays
 * near HEATMAP_POINTS dots per task and kind of click however many testers clicked. One statement
 * per screen, batched; each reads the tallies' index for its screen.
 */
export async function readHeatmapDots(
  db: Database,
  userId: string,
  testId: string,
  screens: readonly { id: string; width: number; height: number }[],
): Promise<Map<string, ScreenDots>> {
  const c = prototypeClickTallies;
  const dots = new Map<string, ScreenDots>(screens.map((screen) => [screen.id, { dots: [], merged: null }]));
  if (screens.length === 0) return dots;
  const statements = screens.map((screen) => {
    const ofScreen = sql`${c.testId} = ${ownedTest(userId, testId)} AND ${c.screenId} = ${screen.id}`;
    // 1 while the screen has few enough points to draw each, else the side of its squares (an integer, so `y / side` is a square's row: D1 binds numbers as reals).
    const side = sql`(SELECT CASE WHEN count(*) <= ${HEATMAP_POINTS} THEN 1 ELSE cast(${mergeSquare(screen.width, screen.height)} AS integer) END
      FROM ${c} WHERE ${ofScreen})`;
    return db
      .select({
        task: c.task,
        x: sql<number>`cast(round(total(${c.x} * ${c.count}) / total(${c.count})) AS integer)`,
        y: sql<number>`cast(round(total(${c.y} * ${c.count}) / total(${c.count})) AS integer)`,
        hit: c.hit,
        count: sql<number>`cast(total(${c.count}) AS integer)`,
        side: sql<number>`${side}`,
      })
      .from(c)
      .where(ofScreen)
      .groupBy(c.task, sql`${c.y} / ${side}`, sql`${c.x} / ${side}`, c.hit)
      .orderBy(c.task, sql`${c.y} / ${side}`, sql`${c.x} / ${side}`, c.hit);
  });
  const answers = await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  screens.forEach((screen, index) => {
    const rows = answers[index]!;
    dots.set(screen.id, {
      dots: rows.map(({ side: _side, ...dot }) => ({ ...dot, hit: Boolean(dot.hit) })),
      merged: rows[0] && rows[0].side > 1 ? rows[0].side : null,
    });
  });
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
