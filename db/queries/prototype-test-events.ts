import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import type { RunFigures, ScreenFigures } from "../../shared/prototype-test-run-figures";
import type { Database } from "../client";
import { prototypeEvents, prototypeRunFigures, prototypeRuns, prototypeScreenFigures, prototypeSessions } from "../schema";
import { storageGuard, type StorageLimits } from "./storage";

/**
 * A tester's events as rows (docs/product.md#prototype-tests), and storing one batch of them with
 * the session's runs recomputed, all in one transaction: stored whole or not at all.
 */

export type EventRow = {
  seq: number;
  type: TesterEvent["type"];
  task: number | null;
  screenId: string | null;
  x: number | null;
  y: number | null;
  hit: boolean | null;
  at: number;
  value: string | null;
};

/** An event as a row; `hit` is the server's verdict for a click (null for anything else). */
export function eventRow(event: TesterEvent, hit: boolean | null): EventRow {
  const base = { seq: event.seq, type: event.type, at: event.at, task: null, screenId: null, x: null, y: null, hit: null, value: null };
  switch (event.type) {
    case "opening":
      return { ...base, value: JSON.stringify({ answer: event.answer }) };
    case "task-start":
      return { ...base, task: event.task };
    case "screen":
      return { ...base, task: event.task, screenId: event.screenId };
    case "click":
      return { ...base, task: event.task, screenId: event.screenId, x: event.x, y: event.y, hit };
    case "task-end":
      return { ...base, task: event.task, value: JSON.stringify({ reason: event.reason }) };
    case "ease":
      return { ...base, task: event.task, value: JSON.stringify({ value: event.value }) };
    case "sus":
      return { ...base, value: JSON.stringify({ answers: event.answers }) };
    case "finish":
      return base;
  }
}

/** A stored row back as the event the page sent (rows are only ever written by `eventRow`). */
export function rowEvent(row: EventRow): TesterEvent {
  const { seq, at } = row;
  const value = (row.value ? JSON.parse(row.value) : {}) as {
    answer?: string;
    reason?: "goal" | "gave-up";
    value?: number;
    answers?: number[];
  };
  const task = row.task ?? 0;
  switch (row.type) {
    case "opening":
      return { type: "opening", seq, at, answer: value.answer ?? "" };
    case "task-start":
      return { type: "task-start", seq, at, task };
    case "screen":
      return { type: "screen", seq, at, task, screenId: row.screenId ?? "" };
    case "click":
      return { type: "click", seq, at, task, screenId: row.screenId ?? "", x: row.x ?? 0, y: row.y ?? 0 };
    case "task-end":
      return { type: "task-end", seq, at, task, reason: value.reason ?? "gave-up" };
    case "ease":
      return { type: "ease", seq, at, task, value: value.value ?? 1 };
    case "sus":
      return { type: "sus", seq, at, answers: value.answers ?? [] };
    case "finish":
      return { type: "finish", seq, at };
  }
}

/** What an event row counts against the owner's storage: its fields as JSON plus its key and index entries. */
export const EVENT_ROW_OVERHEAD_BYTES = 64;
export const RUN_ROW_OVERHEAD_BYTES = 32;
/** What a run's figures row and a screen's figures row count: their text plus their numbers, key and index entries. */
export const RUN_FIGURES_ROW_OVERHEAD_BYTES = 96;
export const SCREEN_FIGURES_ROW_OVERHEAD_BYTES = 64;

const byteLength = (text: string) => new TextEncoder().encode(text).length;
export const eventRowBytes = (row: EventRow) => byteLength(JSON.stringify(row)) + EVENT_ROW_OVERHEAD_BYTES;
export const runRowBytes = (run: string) => byteLength(run) + RUN_ROW_OVERHEAD_BYTES;
export const runFiguresRowBytes = (figures: RunFigures) => byteLength(figures.path) + RUN_FIGURES_ROW_OVERHEAD_BYTES;
export const screenFiguresRowBytes = (figures: ScreenFigures) => byteLength(figures.screenId) + SCREEN_FIGURES_ROW_OVERHEAD_BYTES;

const e = prototypeEvents;
const eventColumns = { seq: e.seq, type: e.type, task: e.task, screenId: e.screenId, x: e.x, y: e.y, hit: e.hit, at: e.at, value: e.value };

/** Every event of one session, in `seq` order (at most PROTOTYPE_TEST_LIMITS.eventsPerSession: `seq` is bounded by the contract). */
export async function readSessionEvents(db: Database, sessionId: string): Promise<EventRow[]> {
  const rows = await db.select(eventColumns).from(e).where(eq(e.sessionId, sessionId)).orderBy(asc(e.seq));
  return rows.map((row) => ({ ...row, type: row.type as EventRow["type"] }));
}

export type BatchWrite = {
  ownerId: string;
  testId: string;
  sessionId: string;
  /** The session's event count as read before the events were merged: the write happens only if it is still so. */
  readEvents: number;
  newEvents: readonly EventRow[];
  /** Every run of the session, recomputed from all its events: (task, TaskRun as JSON). */
  runs: readonly { task: number; run: string }[];
  /** The same runs' figures, and per run each screen's (shared/prototype-test-run-figures.ts). */
  figures: { runs: readonly RunFigures[]; screens: readonly ScreenFigures[] };
  session: { lastEventAt: number; finished: boolean; sus: string | null; susScore: number | null; bytes: number };
  storage: StorageLimits;
};

/** Whether a failed batch was the session's check: another batch wrote first, or the test closed. */
export function sessionMovedOn(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.message.includes("NOT NULL constraint failed: prototype_sessions.events")) return true;
  }
  return false;
}

/** Whether a failed batch named a session that is no longer there (deleted by its owner meanwhile). */
export function sessionGone(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.message.includes("FOREIGN KEY constraint failed")) return true;
  }
  return false;
}

/**
 * Stores a batch in one transaction. Its first statement checks that the session still holds the
 * events it was read with and its test is open — else it sets a NOT NULL column to NULL, which
 * rolls everything back (`sessionMovedOn`), and the caller reads again — and sets the session's
 * count, times, SUS answers and bytes (a trigger counts the bytes against the owner's storage).
 * Then the events (a `seq` already stored is left as it is), the runs and their figures (a run's
 * screens replaced whole), each one statement over a JSON parameter, and last the owner's storage guard.
 */
export async function storeBatch(db: Database, write: BatchWrite): Promise<void> {
  const s = prototypeSessions;
  const testOpen = sql`(SELECT open FROM prototype_tests WHERE id = ${write.testId})`;
  const events = JSON.stringify(write.newEvents.map((row) => ({ ...row, hit: row.hit === null ? null : row.hit ? 1 : 0 })));
  const field = (name: string) => sql.raw(`json_extract(value, '$.${name}')`);
  await db.batch([
    db
      .update(s)
      .set({
        events: sql`CASE WHEN ${s.events} = ${write.readEvents} AND ${testOpen} = 1 THEN ${write.readEvents + write.newEvents.length} ELSE NULL END`,
        lastEventAt: write.session.lastEventAt,
        finished: write.session.finished,
        sus: write.session.sus,
        susScore: write.session.susScore,
        bytes: write.session.bytes,
      })
      .where(eq(s.id, write.sessionId)),
    // session_id, seq, test_id, type, task, screen_id, x, y, hit, at, value.
    db
      .insert(e)
      .select(
        sql`SELECT ${write.sessionId}, ${field("seq")}, ${write.testId}, ${field("type")}, ${field("task")}, ${field("screenId")},
            ${field("x")}, ${field("y")}, ${field("hit")}, ${field("at")}, ${field("value")} FROM json_each(${events}) WHERE 1`,
      )
      .onConflictDoNothing(),
    // session_id, task, run.
    db
      .insert(prototypeRuns)
      .select(sql`SELECT ${write.sessionId}, ${field("task")}, ${field("run")} FROM json_each(${JSON.stringify(write.runs)}) WHERE 1`)
      .onConflictDoUpdate({ target: [prototypeRuns.sessionId, prototypeRuns.task], set: { run: sql`excluded.run` } }),
    ...figuresStatements(db, write),
    storageGuard(db, write.ownerId, write.storage),
  ]);
}

/**
 * The outcome a run counts with in the test's sums as it is written: its own end, else Left once
 * the session moved on; null while in progress (a read settles it as Left once idle).
 */
const countedOutcome = (outcome: SQL, movedOn: SQL) => sql`coalesce(${outcome}, CASE WHEN ${movedOn} = 1 THEN 'left' END)`;

/**
 * Writes the session's runs' figures: each run's row replaced, with the session's times copied in
 * (the batch has just set `last_event_at`) and the outcome it counts with, and its screens' rows
 * deleted and written again with their run's. The rows' triggers take each old row's share out of
 * the test's sums and add the new one's (migrations/0022), in this same transaction.
 */
function figuresStatements(db: Database, write: BatchWrite) {
  const r = prototypeRunFigures;
  const sf = prototypeScreenFigures;
  const field = (name: string) => sql.raw(`json_extract(value, '$.${name}')`);
  const startedAt = sql`(SELECT ${prototypeSessions.startedAt} FROM ${prototypeSessions} WHERE ${prototypeSessions.id} = ${write.sessionId})`;
  const runs = JSON.stringify(write.figures.runs.map((run) => ({ ...run, movedOn: run.movedOn ? 1 : 0, more: run.more ? 1 : 0 })));
  const screens = JSON.stringify(
    write.figures.screens.map((screen) => ({ ...screen, onPath: screen.onPath ? 1 : 0, last: screen.last ? 1 : 0 })),
  );
  const replaced = (column: { name: string }) => sql.raw(`excluded.${column.name}`);
  return [
    // session_id, task, test_id, started_at, last_event_at, outcome, moved_on, time_ms, clicks, misclicks, ease, path, more, counted.
    db
      .insert(r)
      .select(
        sql`SELECT ${write.sessionId}, ${field("task")}, ${write.testId}, ${startedAt}, ${write.session.lastEventAt}, ${field("outcome")},
            ${field("movedOn")}, ${field("timeMs")}, ${field("clicks")}, ${field("misclicks")}, ${field("ease")}, ${field("path")},
            ${field("more")}, ${countedOutcome(field("outcome"), field("movedOn"))} FROM json_each(${runs}) WHERE 1`,
      )
      .onConflictDoUpdate({
        target: [r.sessionId, r.task],
        set: {
          lastEventAt: replaced(r.lastEventAt),
          outcome: replaced(r.outcome),
          movedOn: replaced(r.movedOn),
          timeMs: replaced(r.timeMs),
          clicks: replaced(r.clicks),
          misclicks: replaced(r.misclicks),
          ease: replaced(r.ease),
          path: replaced(r.path),
          more: replaced(r.more),
          counted: replaced(r.counted),
        },
      }),
    db.delete(sf).where(eq(sf.sessionId, write.sessionId)),
    // session_id, task, screen_id, test_id, place, on_path, last, clicks, misclicks, time_ms, counted (its run's, just written), started_at.
    db.insert(sf).select(
      sql`SELECT ${write.sessionId}, ${field("task")}, ${field("screenId")}, ${write.testId}, ${field("place")}, ${field("onPath")},
            ${field("last")}, ${field("clicks")}, ${field("misclicks")}, ${field("timeMs")},
            (SELECT ${r.counted} FROM ${r} WHERE ${r.sessionId} = ${write.sessionId} AND ${r.task} = ${field("task")}), ${startedAt}
            FROM json_each(${screens}) WHERE 1`,
    ),
  ] as const;
}
