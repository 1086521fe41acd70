import { PROTOTYPE_TEST_LIMITS, type PrototypeTest, type PrototypeTestResults, type TaskOutcome } from "./contracts/prototype-tests";
import type { TaskRun } from "./prototype-test-runs";
import { TaskTallier } from "./prototype-test-task-tallier";
import { emptyTally, mean, taskResultsOf, type TaskTally } from "./prototype-test-tallies";

/**
 * A prototype test's figures (docs/product.md#prototype-tests), summed from the runs replayed
 * from the stored events. Pure, so the server's results, the owner's page and the tests read the
 * same rules; every figure is exact (rounding is the page's business).
 */

export { checkExpectedPath, linkAt, shortestPath } from "./prototype-test-paths";
export { runsOfSession, type ScreenVisits, type TaskRun } from "./prototype-test-runs";
export { PATH_KEY_SCREENS, screenUsabilityScore, TOP_PATHS } from "./prototype-test-tallies";

export type SessionRuns = {
  id: string;
  startedAt: number;
  /** When the server stored the session's newest event (its own clock, like `now`). */
  lastEventAt: number;
  finished: boolean;
  runs: readonly TaskRun[];
  /** The ten SUS answers, when the tester gave them. */
  sus: readonly number[] | null;
};

export type AggregatedResults = Pick<
  PrototypeTestResults,
  "sessions" | "finishedSessions" | "usabilityScore" | "sus" | "tasks" | "recentSessions"
>;

/** Sessions the results list for deleting one, newest first. */
export const RECENT_SESSIONS = 50;

/**
 * The System Usability Scale's standard scoring: each odd statement scores its answer − 1, each
 * even (negatively worded) one 5 − its answer, and the sum of the ten, times 2.5, is 0–100.
 */
export function susScore(answers: readonly number[]): number {
  if (answers.length !== 10) throw new RangeError("SUS has ten answers");
  const sum = answers.reduce((total, answer, i) => total + (i % 2 === 0 ? answer - 1 : 5 - answer), 0);
  return sum * 2.5;
}

/**
 * How a run counts: its own end, or Left when the session went on without ending it or has been
 * idle for `idleMs`; null while it is still in progress.
 */
export function runOutcome(
  run: Pick<TaskRun, "outcome" | "movedOn">,
  session: Pick<SessionRuns, "lastEventAt">,
  now: number,
): TaskOutcome | null {
  if (run.outcome !== null) return run.outcome;
  if (run.movedOn || now - session.lastEventAt >= PROTOTYPE_TEST_LIMITS.idleMs) return "left";
  return null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type RecentSession = AggregatedResults["recentSessions"][number];

/** What a test's results are made of: counts and sums over its sessions, and each task's tallies. */
export type ResultSums = {
  sessions: number;
  finishedSessions: number;
  /** SUS scores summed over the sessions that answered, and how many did. */
  susSum: number;
  susAnswers: number;
  /** Per task of the test, in order. */
  tasks: readonly TaskTally[];
  /** The newest RECENT_SESSIONS sessions, newest first. */
  recentSessions: RecentSession[];
};

/** The results from their sums: the one place each task's and the test's figures are made. */
export function resultsOfSums(test: Pick<PrototypeTest, "tasks" | "sus">, sums: ResultSums): AggregatedResults {
  const results = test.tasks.map((task, index) => taskResultsOf(task, index, sums.tasks[index] ?? emptyTally()));
  return {
    sessions: sums.sessions,
    finishedSessions: sums.finishedSessions,
    usabilityScore: mean(results.flatMap((task) => (task.usabilityScore === null ? [] : [task.usabilityScore]))),
    sus:
      test.sus || sums.susAnswers > 0
        ? { score: sums.susAnswers === 0 ? null : sums.susSum / sums.susAnswers, answers: sums.susAnswers }
        : null,
    tasks: results,
    recentSessions: sums.recentSessions,
  };
}

/**
 * Sums a test's sessions as they come, oldest first: `add` each, then `results()`. What it keeps
 * is each task's tallies, the SUS sum and the newest RECENT_SESSIONS sessions, never the runs.
 */
export function resultsTallier(test: Pick<PrototypeTest, "tasks" | "sus">, now: number) {
  const tasks = test.tasks.map(() => new TaskTallier());
  const recent: RecentSession[] = [];
  let sessions = 0;
  let finishedSessions = 0;
  let susSum = 0;
  let susAnswers = 0;
  return {
    add(session: SessionRuns): void {
      const rank = sessions;
      sessions += 1;
      if (session.finished) finishedSessions += 1;
      if (session.sus !== null) {
        susSum += susScore(session.sus);
        susAnswers += 1;
      }
      for (const run of session.runs) tasks[run.task]?.add(run, runOutcome(run, session, now), rank);
      const outcomes = test.tasks.map((_, index) => {
        const run = session.runs.find((r) => r.task === index);
        return run ? runOutcome(run, session, now) : null;
      });
      recent.push({ id: session.id, startedAt: session.startedAt, finished: session.finished, outcomes });
      if (recent.length > RECENT_SESSIONS) recent.shift();
    },
    results(): AggregatedResults {
      return resultsOfSums(test, {
        sessions,
        finishedSessions,
        susSum,
        susAnswers,
        tasks: tasks.map((task) => task.result()),
        recentSessions: [...recent].reverse(),
      });
    },
  };
}

/**
 * The test's results from its sessions' runs at `now`. A task's figures are over its ended runs
 * (Left included); runs in progress count only in `testers` and `inProgress` until they end.
 * A task's usability score is the mean of its expected path's screens but the goal; the test's,
 * the mean of its tasks'. Null wherever nothing was measured.
 */
export function aggregateResults(
  test: Pick<PrototypeTest, "tasks" | "sus">,
  sessions: readonly SessionRuns[],
  now: number,
): AggregatedResults {
  const chronological = [...sessions].sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const tallier = resultsTallier(test, now);
  for (const session of chronological) tallier.add(session);
  return tallier.results();
}
