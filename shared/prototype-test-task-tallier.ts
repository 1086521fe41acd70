import type { TaskOutcome } from "./contracts/prototype-tests";
import type { TaskRun } from "./prototype-test-runs";
import { emptyTally, middleIndexes, PATH_KEY_SCREENS, TOP_PATHS, type ScreenTally, type TaskTally } from "./prototype-test-tallies";

/**
 * Sums one task's runs as they come, oldest session first (docs/product.md#prototype-tests), so
 * the results can be read a page of sessions at a time: what it keeps is a few numbers per screen,
 * each ended run's time on task, and a short key per distinct path, never the runs themselves.
 */
export class TaskTallier {
  private readonly tally = emptyTally();
  private readonly times: number[] = [];
  private readonly screens = new Map<string, ScreenTally>();
  /** Each screen id a path names, numbered: a path's key is its numbers, however long the ids. */
  private readonly ids = new Map<string, number>();
  private readonly paths = new Map<string, { count: number; firstSeen: number }>();

  /** Adds a run with its outcome now (null while in progress); `rank` is its session's place, oldest first. */
  add(run: TaskRun, outcome: TaskOutcome | null, rank: number): void {
    const tally = this.tally;
    tally.testers += 1;
    if (outcome === null) return;
    tally.outcomes[outcome] += 1;
    this.times.push(run.timeMs);
    if (run.ease !== null) {
      tally.easeSum += run.ease;
      tally.easeAnswers += 1;
    }
    const last = run.path[run.path.length - 1];
    run.visits.forEach((visit, v) => {
      tally.clicks += visit.clicks;
      tally.misclicks += visit.misclicks;
      if (!run.path.includes(visit.screenId)) return;
      let screen = this.screens.get(visit.screenId);
      if (!screen) {
        // A run shows at most every screen once, so 1,000 places per session keep the first-seen order.
        screen = { screenId: visit.screenId, firstSeen: rank * 1_000 + v, visits: 0, clicks: 0, misclicks: 0, timeMs: 0, droppedOff: 0 };
        this.screens.set(visit.screenId, screen);
      }
      screen.visits += 1;
      screen.clicks += visit.clicks;
      screen.misclicks += visit.misclicks;
      screen.timeMs += visit.timeMs;
      if ((outcome === "gave-up" || outcome === "left") && last === visit.screenId) screen.droppedOff += 1;
    });
    const key = this.pathKey(run.path);
    const counted = this.paths.get(key);
    if (counted) counted.count += 1;
    else this.paths.set(key, { count: 1, firstSeen: rank });
  }

  /** "+" when the path goes on past PATH_KEY_SCREENS screens, "=" when not, then its first screens' numbers. */
  private pathKey(path: readonly string[]): string {
    const numbers = path.slice(0, PATH_KEY_SCREENS).map((id) => {
      let number = this.ids.get(id);
      if (number === undefined) this.ids.set(id, (number = this.ids.size));
      return number;
    });
    return `${path.length > PATH_KEY_SCREENS ? "+" : "="}${numbers.join(",")}`;
  }

  /** The sums so far, with the median's middle times and the most common paths (ties: first taken first). */
  result(): TaskTally {
    const times = [...this.times].sort((a, b) => a - b);
    const idOf = [...this.ids.keys()];
    // A stable sort of paths in the order they were first taken: equally common ones keep it.
    const paths = [...this.paths].sort(([, a], [, b]) => b.count - a.count).slice(0, TOP_PATHS);
    return {
      ...this.tally,
      outcomes: { ...this.tally.outcomes },
      middleTimes: middleIndexes(times.length).map((i) => times[i]!),
      screens: [...this.screens.values()].map((screen) => ({ ...screen })),
      paths: paths.map(([key, { count, firstSeen }]) => ({
        screens:
          key.length > 1
            ? key
                .slice(1)
                .split(",")
                .map((n) => idOf[Number(n)]!)
            : [],
        more: key.startsWith("+"),
        count,
        firstSeen,
      })),
    };
  }
}
