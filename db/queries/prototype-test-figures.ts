import { sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { PROTOTYPE_TEST_LIMITS } from "../../shared/contracts/prototype-tests";
import { RECENT_SESSIONS, runOutcome, type RecentSession, type ResultSums } from "../../shared/prototype-test-metrics";
import { emptyTally, TOP_PATHS, type TaskTally } from "../../shared/prototype-test-tallies";
import type { Database } from "../client";
import { prototypeRunFigures, prototypeScreenFigures, prototypeSessions, prototypeTests } from "../schema";

/**
 * A test's results summed by D1 (docs/product.md#prototype-tests) from the figures each stored
 * run keeps in plain columns (shared/prototype-test-run-figures.ts): one batch of GROUP BY
 * statements that answers a few rows per task and screen however many testers took the test.
 * Every sum is of whole numbers, so it is exact in any order. Every statement names the user
 * through the test it reads.
 */

const dialect = new SQLiteAsyncDialect();
const t = prototypeTests;
const s = prototypeSessions;
const r = prototypeRunFigures;
const sf = prototypeScreenFigures;

/** How a run counts at `now`, as `runOutcome` decides: its own end, else Left once moved on or idle, else null (in progress). */
const outcomeAt = (now: number) =>
  sql`coalesce(${r.outcome}, CASE WHEN ${r.movedOn} = 1 OR ${now} - ${r.lastEventAt} >= ${PROTOTYPE_TEST_LIMITS.idleMs} THEN 'left' END)`;

/** Orders sessions oldest first, as the results count "first seen". */
const sessionRank = sql`dense_rank() OVER (ORDER BY ${r.startedAt}, ${r.sessionId})`;

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
  firstSeen: number;
};
type PathRow = { task: number; path: string; more: number; count: number; firstSeen: number };
type ScreenClicksRow = { screenId: string; clicks: number };
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

function figureStatements(userId: string, testId: string, now: number): SQL[] {
  const test = sql`(SELECT ${t.id} FROM ${t} WHERE ${t.id} = ${testId} AND ${t.userId} = ${userId})`;
  const outcome = outcomeAt(now);
  return [
    // Per task: testers, outcomes, and the ended runs' clicks and ease answers.
    sql`WITH runs AS (SELECT ${r.task} AS task, ${r.clicks} AS clicks, ${r.misclicks} AS misclicks, ${r.ease} AS ease, ${outcome} AS o
        FROM ${r} WHERE ${r.testId} = ${test})
      SELECT task, count(*) AS testers, total(o IS 'direct') AS direct, total(o IS 'indirect') AS indirect,
        total(o IS 'gave-up') AS gaveUp, total(o IS 'left') AS "left",
        total(CASE WHEN o IS NOT NULL THEN clicks END) AS clicks, total(CASE WHEN o IS NOT NULL THEN misclicks END) AS misclicks,
        total(CASE WHEN o IS NOT NULL THEN ease END) AS easeSum, count(CASE WHEN o IS NOT NULL THEN ease END) AS easeAnswers
      FROM runs GROUP BY task`,
    // Per task: the ended runs' middle one or two times on task, for the median.
    sql`WITH ended AS (SELECT ${r.task} AS task, ${r.timeMs} AS time_ms FROM ${r} WHERE ${r.testId} = ${test} AND ${outcome} IS NOT NULL),
      ordered AS (SELECT task, time_ms, row_number() OVER (PARTITION BY task ORDER BY time_ms) AS place,
        count(*) OVER (PARTITION BY task) AS n FROM ended)
      SELECT task, time_ms AS timeMs FROM ordered WHERE place IN ((n + 1) / 2, n / 2 + 1) ORDER BY task, place`,
    // Per task and screen its ended runs' paths showed: visits, clicks, time, drop-offs, and when first seen.
    sql`WITH shown AS (SELECT ${sf.task} AS task, ${sf.screenId} AS screen_id, ${sf.place} AS place, ${sf.last} AS last,
        ${sf.clicks} AS clicks, ${sf.misclicks} AS misclicks, ${sf.timeMs} AS time_ms, ${outcome} AS o, ${sessionRank} AS session_rank
        FROM ${sf} JOIN ${r} ON ${r.sessionId} = ${sf.sessionId} AND ${r.task} = ${sf.task}
        WHERE ${sf.testId} = ${test} AND ${sf.onPath} = 1)
      SELECT task, screen_id AS screenId, count(*) AS visits, total(clicks) AS clicks, total(misclicks) AS misclicks,
        total(time_ms) AS timeMs, total(last = 1 AND o IN ('gave-up', 'left')) AS droppedOff, min(session_rank * 1000 + place) AS firstSeen
      FROM shown WHERE o IS NOT NULL GROUP BY task, screen_id`,
    // Per task: the TOP_PATHS most common paths of its ended runs (ties: first taken first).
    sql`WITH ended AS (SELECT ${r.task} AS task, ${r.path} AS path, ${r.more} AS more, ${sessionRank} AS session_rank
        FROM ${r} WHERE ${r.testId} = ${test} AND ${outcome} IS NOT NULL),
      counted AS (SELECT task, path, more, count(*) AS count, min(session_rank) AS first_seen FROM ended GROUP BY task, path, more),
      ranked AS (SELECT *, row_number() OVER (PARTITION BY task ORDER BY count DESC, first_seen) AS place FROM counted)
      SELECT task, path, more, count, first_seen AS firstSeen FROM ranked WHERE place <= ${TOP_PATHS} ORDER BY task, place`,
    // Per screen: the clicks of every run on it, ended or not, as the heatmap's total counts them.
    sql`SELECT ${sf.screenId} AS screenId, total(${sf.clicks}) AS clicks FROM ${sf} WHERE ${sf.testId} = ${test} GROUP BY ${sf.screenId}`,
    sql`SELECT count(*) AS sessions, total(${s.finished}) AS finishedSessions, total(${s.susScore}) AS susSum,
        count(${s.susScore}) AS susAnswers FROM ${s} WHERE ${s.testId} = ${test}`,
    // The newest sessions with their runs' ends, for the list the owner deletes sessions from.
    sql`WITH recent AS (SELECT ${s.id} AS id, ${s.startedAt} AS started_at, ${s.finished} AS finished, ${s.lastEventAt} AS last_event_at
        FROM ${s} WHERE ${s.testId} = ${test} ORDER BY ${s.startedAt} DESC, ${s.id} DESC LIMIT ${RECENT_SESSIONS})
      SELECT recent.id AS id, recent.started_at AS startedAt, recent.finished AS finished, recent.last_event_at AS lastEventAt,
        ${r.task} AS task, ${r.outcome} AS outcome, ${r.movedOn} AS movedOn
      FROM recent LEFT JOIN ${r} ON ${r.sessionId} = recent.id ORDER BY recent.started_at DESC, recent.id DESC`,
  ];
}

export type TestFigureSums = ResultSums & {
  /** Per screen, the clicks of every run on it. */
  screenClicks: Map<string, number>;
};

/** The sums of the user's test at `now` with `tasks` tasks, in one D1 batch. */
export async function readTestFigureSums(
  db: Database,
  userId: string,
  testId: string,
  tasks: number,
  now: number,
): Promise<TestFigureSums> {
  // Raw statements, as drizzle's batch cannot bind those (it batches only its builders' with parameters).
  const prepared = figureStatements(userId, testId, now).map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return db.$client.prepare(query.sql).bind(...query.params);
  });
  const answers = await db.$client.batch(prepared);
  const [taskRows, timeRows, screenRows, pathRows, clickRows, sessionRows, recentRows] = answers.map((answer) => answer.results) as [
    TaskRow[],
    TimeRow[],
    ScreenRow[],
    PathRow[],
    ScreenClicksRow[],
    SessionsRow[],
    RecentRow[],
  ];
  const tallies: TaskTally[] = Array.from({ length: tasks }, emptyTally);
  for (const row of taskRows) {
    const tally = tallies[row.task];
    if (!tally) continue;
    tally.testers = row.testers;
    tally.outcomes = { direct: row.direct, indirect: row.indirect, "gave-up": row.gaveUp, left: row.left };
    Object.assign(tally, { clicks: row.clicks, misclicks: row.misclicks, easeSum: row.easeSum, easeAnswers: row.easeAnswers });
  }
  for (const row of timeRows) tallies[row.task]?.middleTimes.push(row.timeMs);
  for (const { task, ...screen } of screenRows) tallies[task]?.screens.push(screen);
  for (const row of pathRows)
    tallies[row.task]?.paths.push({
      screens: JSON.parse(row.path) as string[],
      more: row.more === 1,
      count: row.count,
      firstSeen: row.firstSeen,
    });
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
  const totals = sessionRows[0]!;
  return {
    sessions: totals.sessions,
    finishedSessions: totals.finishedSessions,
    susSum: totals.susSum,
    susAnswers: totals.susAnswers,
    tasks: tallies,
    recentSessions,
    screenClicks: new Map(clickRows.map((row) => [row.screenId, row.clicks])),
  };
}
