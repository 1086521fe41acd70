import {
  PROTOTYPE_TEST_LIMITS,
  type PrototypeTest,
  type PrototypeTestResults,
  type TaskOutcome,
  type TaskResults,
} from "./contracts/prototype-tests";
import type { TaskRun } from "./prototype-test-runs";

/**
 * A prototype test's figures (docs/product.md#prototype-tests), summed from the runs replayed
 * from the stored events. Pure, so the server's results, the owner's page and the tests read the
 * same rules; every figure is exact (rounding is the page's business).
 */

export { checkExpectedPath, linkAt, shortestPath } from "./prototype-test-paths";
export { runsOfSession, type ScreenVisits, type TaskRun } from "./prototype-test-runs";

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
/** Paths the results show per task, most common first. */
export const TOP_PATHS = 5;

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
export function runOutcome(run: TaskRun, session: Pick<SessionRuns, "lastEventAt">, now: number): TaskOutcome | null {
  if (run.outcome !== null) return run.outcome;
  if (run.movedOn || now - session.lastEventAt >= PROTOTYPE_TEST_LIMITS.idleMs) return "left";
  return null;
}

/**
 * A screen's usability score: 100, minus one per percent of the runs that dropped off on it,
 * minus a half per percent of its clicks that missed, minus a time penalty of a point per two
 * seconds past five (at most 10); never below 0.
 */
export function screenUsabilityScore(figures: { dropOff: number; misclickRate: number | null; averageTimeMs: number }): number {
  const seconds = figures.averageTimeMs / 1000;
  const timePenalty = Math.min(10, Math.max(0, (seconds - 5) / 2));
  return Math.max(0, 100 - figures.dropOff * 100 - 0.5 * (figures.misclickRate ?? 0) * 100 - timePenalty);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

type EndedRun = { run: TaskRun; outcome: TaskOutcome };

function screenResults(ended: readonly EndedRun[], expectedPath: readonly string[]): TaskResults["screens"] {
  const order = [...new Set(expectedPath)];
  for (const { run } of ended) for (const id of run.path) if (!order.includes(id)) order.push(id);
  return order.flatMap((screenId) => {
    const showing = ended.filter(({ run }) => run.path.includes(screenId));
    if (showing.length === 0) return [];
    let clicks = 0;
    let misclicks = 0;
    let timeMs = 0;
    let droppedOff = 0;
    for (const { run, outcome } of showing) {
      const visit = run.visits.find((v) => v.screenId === screenId);
      clicks += visit?.clicks ?? 0;
      misclicks += visit?.misclicks ?? 0;
      timeMs += visit?.timeMs ?? 0;
      if ((outcome === "gave-up" || outcome === "left") && run.path[run.path.length - 1] === screenId) droppedOff += 1;
    }
    const misclickRate = clicks === 0 ? null : misclicks / clicks;
    const averageTimeMs = timeMs / showing.length;
    const dropOff = droppedOff / showing.length;
    return [
      {
        screenId,
        visits: showing.length,
        misclickRate,
        averageTimeMs,
        dropOff,
        usabilityScore: screenUsabilityScore({ dropOff, misclickRate, averageTimeMs }),
      },
    ];
  });
}

function topPaths(ended: readonly EndedRun[]): TaskResults["paths"] {
  const counts = new Map<string, { screens: string[]; count: number }>();
  for (const { run } of ended) {
    // Screen ids are at most 64 characters of any kind, so the key joins them with their lengths.
    const key = run.path.map((id) => `${id.length}:${id}`).join("");
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { screens: [...run.path], count: 1 });
  }
  // A stable sort: equally common paths keep the order they were first taken in.
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, TOP_PATHS);
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
  const tasks = test.tasks.map((task, index): TaskResults => {
    const outcomes = { direct: 0, indirect: 0, "gave-up": 0, left: 0 };
    const ended: EndedRun[] = [];
    let testers = 0;
    for (const session of chronological) {
      for (const run of session.runs) {
        if (run.task !== index) continue;
        testers += 1;
        const outcome = runOutcome(run, session, now);
        if (outcome === null) continue;
        outcomes[outcome] += 1;
        ended.push({ run, outcome });
      }
    }
    const clicks = ended.flatMap(({ run }) => run.visits).reduce((sum, v) => sum + v.clicks, 0);
    const misclicks = ended.flatMap(({ run }) => run.visits).reduce((sum, v) => sum + v.misclicks, 0);
    const eases = ended.flatMap(({ run }) => (run.ease === null ? [] : [run.ease]));
    const screens = screenResults(ended, task.expectedPath);
    const scored = [...new Set(task.expectedPath)]
      .filter((id) => id !== task.goalScreenId)
      .flatMap((id) => screens.find((s) => s.screenId === id)?.usabilityScore ?? []);
    return {
      index,
      text: task.text,
      testers,
      inProgress: testers - ended.length,
      outcomes,
      medianTimeMs: median(ended.map(({ run }) => run.timeMs)),
      misclickRate: clicks === 0 ? null : misclicks / clicks,
      meanEase: mean(eases),
      easeAnswers: eases.length,
      usabilityScore: mean(scored),
      paths: topPaths(ended),
      screens,
    };
  });

  const susScores = sessions.flatMap((session) => (session.sus === null ? [] : [susScore(session.sus)]));
  const recent = [...chronological].reverse().slice(0, RECENT_SESSIONS);
  return {
    sessions: sessions.length,
    finishedSessions: sessions.filter((session) => session.finished).length,
    usabilityScore: mean(tasks.flatMap((task) => (task.usabilityScore === null ? [] : [task.usabilityScore]))),
    sus: test.sus || susScores.length > 0 ? { score: mean(susScores), answers: susScores.length } : null,
    tasks,
    recentSessions: recent.map((session) => ({
      id: session.id,
      startedAt: session.startedAt,
      finished: session.finished,
      outcomes: test.tasks.map((_, index) => {
        const run = session.runs.find((r) => r.task === index);
        return run ? runOutcome(run, session, now) : null;
      }),
    })),
  };
}
