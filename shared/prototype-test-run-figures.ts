import type { TaskRun } from "./prototype-test-runs";
import { PATH_KEY_SCREENS } from "./prototype-test-tallies";

/**
 * What the owner's results sum of one run (docs/product.md#prototype-tests), as plain values the
 * database can add up: the run's own end and time, its clicks on any screen, its ease answer, the
 * path the five most common paths compare, and per screen it showed or was clicked on, its sums
 * there. Stored with the run on every batch, so a results read sums rows in SQL, never JSON.
 */
export type RunFigures = {
  task: number;
  outcome: TaskRun["outcome"];
  movedOn: boolean;
  timeMs: number;
  clicks: number;
  misclicks: number;
  ease: number | null;
  /** JSON array of the path's first PATH_KEY_SCREENS screens: two runs took the same path when these texts are equal. */
  path: string;
  /** The path goes on past those screens. */
  more: boolean;
};

export type ScreenFigures = {
  task: number;
  screenId: string;
  /** The screen's place in the run's visits (first seen first). */
  place: number;
  onPath: boolean;
  /** The path's last screen: where a run given up or left dropped off. */
  last: boolean;
  clicks: number;
  misclicks: number;
  timeMs: number;
};

export function runFigures(run: TaskRun): { run: RunFigures; screens: ScreenFigures[] } {
  const last = run.path[run.path.length - 1];
  const onPath = new Set(run.path);
  return {
    run: {
      task: run.task,
      outcome: run.outcome,
      movedOn: run.movedOn,
      timeMs: run.timeMs,
      clicks: run.visits.reduce((sum, visit) => sum + visit.clicks, 0),
      misclicks: run.visits.reduce((sum, visit) => sum + visit.misclicks, 0),
      ease: run.ease,
      path: JSON.stringify(run.path.slice(0, PATH_KEY_SCREENS)),
      more: run.path.length > PATH_KEY_SCREENS,
    },
    screens: run.visits.map((visit, place) => ({
      task: run.task,
      screenId: visit.screenId,
      place,
      onPath: onPath.has(visit.screenId),
      last: visit.screenId === last,
      clicks: visit.clicks,
      misclicks: visit.misclicks,
      timeMs: visit.timeMs,
    })),
  };
}
