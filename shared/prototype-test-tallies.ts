import type { TaskOutcome, TaskResults } from "./contracts/prototype-tests";

/**
 * A task's figures (docs/product.md#prototype-tests) as sums over its runs (`aggregateResults`
 * in the metrics module sums them), and the figures made from those sums: what a task keeps of
 * its runs is a few numbers per screen and path, never the runs themselves.
 */

/** Screens of a path the five most common paths compare: a longer path counts by its first this many, with an ellipsis. */
export const PATH_KEY_SCREENS = 50;
/** Paths the results show per task, most common first. */
export const TOP_PATHS = 5;

/** One screen of a task, summed over the ended runs whose path showed it. */
export type ScreenTally = {
  screenId: string;
  /** Orders the screens no expected path names: lower was first seen earlier (the runs oldest session first, each path in order). */
  firstSeen: number;
  visits: number;
  clicks: number;
  misclicks: number;
  timeMs: number;
  /** Runs that ended Gave up or Left on it. */
  droppedOff: number;
};

/** A path (its first PATH_KEY_SCREENS screens), how many ended runs took it, and when it was first taken. */
export type PathTally = { screens: string[]; more: boolean; count: number; firstSeen: number };

export type TaskTally = {
  /** Runs of the task, ended or not. */
  testers: number;
  outcomes: Record<TaskOutcome, number>;
  /** Clicks and misclicks of the ended runs, on any screen. */
  clicks: number;
  misclicks: number;
  easeSum: number;
  easeAnswers: number;
  /** The ended runs' times on task in the middle of their order: the middle one, or the two either side of the middle. */
  middleTimes: number[];
  screens: ScreenTally[];
  /** The TOP_PATHS most common paths, most common first (ties: first taken first). */
  paths: PathTally[];
};

export const emptyTally = (): TaskTally => ({
  testers: 0,
  outcomes: { direct: 0, indirect: 0, "gave-up": 0, left: 0 },
  clicks: 0,
  misclicks: 0,
  easeSum: 0,
  easeAnswers: 0,
  middleTimes: [],
  screens: [],
  paths: [],
});

/** The indexes of the one or two middle values of `count` sorted values. */
export function middleIndexes(count: number): number[] {
  if (count === 0) return [];
  return count % 2 === 1 ? [(count - 1) / 2] : [count / 2 - 1, count / 2];
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

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

type TaskSetting = { text: string; goalScreenId: string; expectedPath: readonly string[] };

/**
 * A task's figures from its sums. Its screens come in the order of the expected path, then the
 * others as first seen; its usability score is the mean of its expected path's screens but the goal.
 */
export function taskResultsOf(task: TaskSetting, index: number, tally: TaskTally): TaskResults {
  const expected = [...new Set(task.expectedPath)];
  const place = (id: string) => expected.indexOf(id);
  const tallies = [...tally.screens].sort((a, b) => {
    const [pa, pb] = [place(a.screenId), place(b.screenId)];
    if (pa >= 0 || pb >= 0) return pa < 0 ? 1 : pb < 0 ? -1 : pa - pb;
    return a.firstSeen - b.firstSeen;
  });
  const screens = tallies.map((screen) => {
    const misclickRate = screen.clicks === 0 ? null : screen.misclicks / screen.clicks;
    const averageTimeMs = screen.timeMs / screen.visits;
    const dropOff = screen.droppedOff / screen.visits;
    const usabilityScore = screenUsabilityScore({ dropOff, misclickRate, averageTimeMs });
    return { screenId: screen.screenId, visits: screen.visits, misclickRate, averageTimeMs, dropOff, usabilityScore };
  });
  const scored = expected
    .filter((id) => id !== task.goalScreenId)
    .flatMap((id) => screens.find((s) => s.screenId === id)?.usabilityScore ?? []);
  const ended = Object.values(tally.outcomes).reduce((a, b) => a + b, 0);
  const [low, high] = tally.middleTimes;
  return {
    index,
    text: task.text,
    testers: tally.testers,
    inProgress: tally.testers - ended,
    outcomes: { ...tally.outcomes },
    medianTimeMs: low === undefined ? null : high === undefined ? low : (low + high) / 2,
    misclickRate: tally.clicks === 0 ? null : tally.misclicks / tally.clicks,
    meanEase: tally.easeAnswers === 0 ? null : tally.easeSum / tally.easeAnswers,
    easeAnswers: tally.easeAnswers,
    usabilityScore: mean(scored),
    paths: tally.paths.map(({ screens: ids, more, count }) => (more ? { screens: ids, more, count } : { screens: ids, count })),
    screens,
  };
}
