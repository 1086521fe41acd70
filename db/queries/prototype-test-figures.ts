import { sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { PROTOTYPE_TEST_LIMITS } from "../../shared/contracts/prototype-tests";
import { RECENT_SESSIONS, runOutcome, type RecentSession, type ResultSums } from "../../shared/prototype-test-metrics";
import { emptyTally, TOP_PATHS, type TaskTally } from "../../shared/prototype-test-tallies";
import type { Database } from "../client";
import {
  prototypePathSums,
  prototypeRunFigures,
  prototypeScreenFigures,
  prototypeScreenSums,
  prototypeSessions,
  prototypeTaskSums,
  prototypeTests,
} from "../schema";

/**
 * A test's results (docs/product.md#prototype-tests) read from the sums its rows' triggers keep as
 * runs are written (migrations/0022): one D1 batch that answers a row per task and screen, the top
 * paths of each task, the one or two middle times of each task and the newest sessions, however
 * many testers took the test. Every sum is of whole numbers (or of SUS scores, multiples of 2.5),
 * so it is exact in any order. Every statement names the user through the test it reads.
 *
 * A run in progress is not in the sums; it becomes Left by time alone (no write), so when the read
 * finds runs idle at `now` it settles them: it marks them Left, and the triggers add them, at most
 * SETTLE_CHUNK a batch, and reads again; so every figure it answers counts every idle run, each
 * run is settled once, and a read with nothing to settle writes nothing.
 */

/** Idle runs one read batch settles at most, so no statement of a read writes without bound. */
export const SETTLE_CHUNK = 200;

const dialect = new SQLiteAsyncDialect();
const t = prototypeTests;
const s = prototypeSessions;
const r = prototypeRunFigures;
const sf = prototypeScreenFigures;
const ts = prototypeTaskSums;
const ss = prototypeScreenSums;
const ps = prototypePathSums;

type TaskRow = {
  task: number;
  testers: number;
  direct: number;
  indirect: number;
  gaveUp: number;
  left: number;
  clicks: number;
  misclicks: number;
  easeSum: number;
  easeAnswers: number;
};
type TimeRow = { task: number; timeMs: number };
type ScreenRow = {
  task: number;
  screenId: string;
  visits: number;
  clicks: number;
  misclicks: number;
  timeMs: number;
  droppedOff: number;
  /** The first counted view of the screen: its session's start and id and its place in that run, as text that orders so. */
  firstSeen: string;
};
type PathRow = { task: number; path: string; more: number; count: number };
type SessionsRow = { sessions: number; finishedSessions: number; susSum: number; susAnswers: number };
type RecentRow = {
  id: string;
  startedAt: number;
  finished: number;
  lastEventAt: number;
  task: number | null;
  outcome: string | null;
  movedOn: number | null;
};

/** The runs of the test in progress and idle at `now` (by the index of runs in progress), the oldest SETTLE_CHUNK. */
function idleRuns(test: SQL, now: number) {
  return sql`(SELECT rowid FROM ${r} WHERE ${r.testId} = ${test} AND counted IS NULL
    AND ${r.lastEventAt} <= ${now - PROTOTYPE_TEST_LIMITS.idleMs} ORDER BY ${r.lastEventAt} LIMIT ${SETTLE_CHUNK})`;
}

/** Whether any run of the test is in progress and idle at `now`: one step into the index of runs in progress. */
const anyIdle = (test: SQL, now: number) =>
  sql`SELECT count(*) AS idle FROM (SELECT 1 FROM ${r} WHERE ${r.testId} = ${test} AND counted IS NULL
    AND ${r.lastEventAt} <= ${now - PROTOTYPE_TEST_LIMITS.idleMs} LIMIT 1)`;

/** Marks a chunk of idle runs Left, their screens first (they are found by their runs still in progress). */
function settleStatements(test: SQL, now: number): SQL[] {
  return [
    sql`UPDATE ${sf} SET counted = 'left' WHERE (${sf.sessionId}, ${sf.task}) IN
      (SELECT ${r.sessionId}, ${r.task} FROM ${r} WHERE rowid IN ${idleRuns(test, now)})`,
    sql`UPDATE ${r} SET counted = 'left' WHERE rowid IN ${idleRuns(test, now)}`,
  ];
}

function figureStatements(userId: string, testId: string, tasks: number): SQL[] {
  const test = sql`(SELECT ${t.id} FROM ${t} WHERE ${t.id} = ${testId} AND ${t.userId} = ${userId})`;
  const taskIndexes = Array.from({ length: tasks }, (_, task) => task);
  const ended = (task: number) =>
    sql`(SELECT ${ts.direct} + ${ts.indirect} + ${ts.gaveUp} + ${ts.left} FROM ${ts} WHERE ${ts.testId} = ${test} AND ${ts.task} = ${task})`;
  // One statement per task, not a UNION ALL of them: D1 refuses a compound SELECT of more than five terms.
  return [
    sql`SELECT ${ts.task} AS task, ${ts.testers} AS testers, ${ts.direct} AS direct, ${ts.indirect} AS indirect, ${ts.gaveUp} AS gaveUp,
        ${ts.left} AS "left", ${ts.clicks} AS clicks, ${ts.misclicks} AS misclicks, ${ts.easeSum} AS easeSum, ${ts.easeAnswers} AS easeAnswers
      FROM ${ts} WHERE ${ts.testId} = ${test}`,
    // Per task: the counted runs' middle one or two times on task, read from the middle of the index of their times.
    ...taskIndexes.map(
      (task) => sql`SELECT ${task} AS task, ${r.timeMs} AS timeMs FROM ${r}
        WHERE ${r.testId} = ${test} AND ${r.task} = ${task} AND counted IS NOT NULL ORDER BY ${r.timeMs}
        LIMIT 2 - coalesce(${ended(task)}, 0) % 2 OFFSET (coalesce(${ended(task)}, 0) - 1) / 2`,
    ),
    // Per task and screen: its sums, and its first counted view (one seek of the screens' index each).
    sql`SELECT ${ss.task} AS task, ${ss.screenId} AS screenId, ${ss.visits} AS visits, ${ss.clicks} AS clicks, ${ss.misclicks} AS misclicks,
        ${ss.timeMs} AS timeMs, ${ss.droppedOff} AS droppedOff,
        (SELECT printf('%015d', f.started_at) || f.session_id || printf('%06d', f.place) FROM ${sf} AS f
          WHERE f.test_id = ${ss.testId} AND f.task = ${ss.task} AND f.screen_id = ${ss.screenId} AND f.counted IS NOT NULL AND f.on_path = 1
          ORDER BY f.started_at, f.session_id, f.place LIMIT 1) AS firstSeen
      FROM ${ss} WHERE ${ss.testId} = ${test}`,
    // Per task: the TOP_PATHS most common paths (ties: first taken first), the first rows of their index.
    ...taskIndexes.map(
      (task) => sql`SELECT ${ps.task} AS task, ${ps.path} AS path, ${ps.more} AS more, ${ps.count} AS count FROM ${ps}
        WHERE ${ps.testId} = ${test} AND ${ps.task} = ${task} ORDER BY ${ps.count} DESC, ${ps.firstSeen} LIMIT ${TOP_PATHS}`,
    ),
    sql`SELECT ${t.sessions} AS sessions, ${t.finishedSessions} AS finishedSessions, ${t.susSum} AS susSum, ${t.susAnswers} AS susAnswers
      FROM ${t} WHERE ${t.id} = ${testId} AND ${t.userId} = ${userId}`,
    // The newest sessions with their runs' ends, for the list the owner deletes sessions from.
    sql`WITH recent AS (SELECT ${s.id} AS id, ${s.startedAt} AS started_at, ${s.finished} AS finished, ${s.lastEventAt} AS last_event_at
        FROM ${s} WHERE ${s.testId} = ${test} ORDER BY ${s.startedAt} DESC, ${s.id} DESC LIMIT ${RECENT_SESSIONS})
      SELECT recent.id AS id, recent.started_at AS startedAt, recent.finished AS finished, recent.last_event_at AS lastEventAt,
        ${r.task} AS task, ${r.outcome} AS outcome, ${r.movedOn} AS movedOn
      FROM recent LEFT JOIN ${r} ON ${r.sessionId} = recent.id ORDER BY recent.started_at DESC, recent.id DESC`,
  ];
}

/**
 * The sums of the user's test at `now` with `tasks` tasks: one read-only D1 batch, which also says
 * whether any run has become idle; if so, a batch settles SETTLE_CHUNK of them and the sums are read again.
 */
export async function readTestFigureSums(db: Database, userId: string, testId: string, tasks: number, now: number): Promise<ResultSums> {
  const test = sql`(SELECT ${t.id} FROM ${t} WHERE ${t.id} = ${testId} AND ${t.userId} = ${userId})`;
  // Raw statements, as drizzle's batch cannot bind those (it batches only its builders' with parameters).
  const prepare = (statements: SQL[]) =>
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return db.$client.prepare(query.sql).bind(...query.params);
    });
  const read = prepare([anyIdle(test, now), ...figureStatements(userId, testId, tasks)]);
  const settle = prepare(settleStatements(test, now));
  for (;;) {
    const [idle, ...figures] = (await db.$client.batch(read)).map((answer) => answer.results);
    if ((idle as { idle: number }[])[0]!.idle === 0) return sumsOfRows(figures, tasks, now);
    await db.$client.batch(settle);
  }
}

function sumsOfRows(answers: unknown[][], tasks: number, now: number): ResultSums {
  // In figureStatements' order: the task sums, a statement of middle times per task, the screens, one of top paths per task, the sessions.
  const taskRows = answers[0] as TaskRow[];
  const timeRows = answers.slice(1, 1 + tasks).flat() as TimeRow[];
  const screenRows = answers[1 + tasks] as ScreenRow[];
  const pathRows = answers.slice(2 + tasks, 2 + 2 * tasks).flat() as PathRow[];
  const [sessionRows, recentRows] = answers.slice(2 + 2 * tasks) as [SessionsRow[], RecentRow[]];
  const tallies: TaskTally[] = Array.from({ length: tasks }, emptyTally);
  for (const row of taskRows) {
    const tally = tallies[row.task];
    if (!tally) continue;
    tally.testers = row.testers;
    tally.outcomes = { direct: row.direct, indirect: row.indirect, "gave-up": row.gaveUp, left: row.left };
    Object.assign(tally, { clicks: row.clicks, misclicks: row.misclicks, easeSum: row.easeSum, easeAnswers: row.easeAnswers });
  }
  for (const row of timeRows) tallies[row.task]?.middleTimes.push(row.timeMs);
  // A screen's first view as a number that orders the same: its place among every screen's first view.
  const firstViews = [...new Set(screenRows.map((row) => row.firstSeen))].sort();
  const placeOf = new Map(firstViews.map((key, place) => [key, place]));
  for (const { task, firstSeen, ...screen } of screenRows) tallies[task]?.screens.push({ ...screen, firstSeen: placeOf.get(firstSeen)! });
  // Paths come most common first; their place in that order is when they were first taken, among equals.
  for (const row of pathRows) {
    const paths = tallies[row.task]?.paths;
    paths?.push({ screens: JSON.parse(row.path) as string[], more: row.more === 1, count: row.count, firstSeen: paths.length });
  }
  const recentSessions: RecentSession[] = [];
  for (const row of recentRows) {
    let session = recentSessions.at(-1);
    if (session?.id !== row.id) {
      session = { id: row.id, startedAt: row.startedAt, finished: row.finished === 1, outcomes: Array.from({ length: tasks }, () => null) };
      recentSessions.push(session);
    }
    if (row.task === null || row.task >= tasks) continue;
    const run = { outcome: row.outcome as "direct" | "indirect" | "gave-up" | null, movedOn: row.movedOn === 1 };
    session.outcomes[row.task] = runOutcome(run, { lastEventAt: row.lastEventAt }, now);
  }
  const totals = sessionRows[0] ?? { sessions: 0, finishedSessions: 0, susSum: 0, susAnswers: 0 };
  return {
    sessions: totals.sessions,
    finishedSessions: totals.finishedSessions,
    susSum: totals.susSum,
    susAnswers: totals.susAnswers,
    tasks: tallies,
    recentSessions,
  };
}
