import { describe, expect, it } from "vitest";
import { aggregateResults, PATH_KEY_SCREENS, resultsTallier, type SessionRuns, type TaskRun } from "../../shared/prototype-test-metrics";
import { mealBoxTest } from "./prototype-test-fixture";

/** A run of task 0 that went back and forth between Home and About `steps` times, then gave up on `last`. */
function wanderingRun(steps: number, last: string): TaskRun {
  const path: string[] = Array.from({ length: steps }, (_, i) => (i % 2 === 0 ? "home" : "about"));
  path.push(last);
  return {
    task: 0,
    outcome: "gave-up",
    movedOn: false,
    startAt: 0,
    lastAt: 1_000,
    timeMs: 1_000,
    path,
    visits: [...new Set(path)].map((screenId) => ({ screenId, timeMs: 100, clicks: 1, misclicks: 1 })),
    ease: null,
  };
}

const session = (id: string, startedAt: number, runs: TaskRun[]): SessionRuns => ({
  id,
  startedAt,
  lastEventAt: startedAt,
  finished: true,
  runs,
  sus: null,
});

describe("the five most common paths of long runs", () => {
  it(`counts a path longer than ${PATH_KEY_SCREENS} screens by its first ${PATH_KEY_SCREENS}, marked as going on`, () => {
    // Two runs alike for their first 50 screens that part after, and one of exactly 50 screens.
    const runs = [
      wanderingRun(PATH_KEY_SCREENS + 10, "menu"),
      wanderingRun(PATH_KEY_SCREENS + 20, "checkout"),
      wanderingRun(PATH_KEY_SCREENS - 1, "home"),
    ];
    const results = aggregateResults(
      mealBoxTest,
      runs.map((run, i) => session(`s${i}`, i, [run])),
      10_000,
    );
    const head = wanderingRun(PATH_KEY_SCREENS, "x").path.slice(0, PATH_KEY_SCREENS);
    expect(results.tasks[0]!.paths).toEqual([
      { screens: head, more: true, count: 2 },
      { screens: [...head.slice(0, PATH_KEY_SCREENS - 1), "home"], count: 1 },
    ]);
    // Every other figure still counts every screen: drop-off is on the screen each run ended on.
    const dropOff = Object.fromEntries(results.tasks[0]!.screens.map((screen) => [screen.screenId, screen.dropOff]));
    expect(dropOff).toEqual({ home: 1 / 3, about: 0, menu: 1, checkout: 1 });
  });

  it("sums sessions added one at a time, oldest first, as the whole test at once", () => {
    // The sums of a page of sessions folded one at a time equal those of the whole test at once.
    const sessions = Array.from({ length: 30 }, (_, i) =>
      session(`s${String(i).padStart(2, "0")}`, 1_000 + i, [wanderingRun(2 + (i % 4), "menu")]),
    );
    const folded = resultsTallier(mealBoxTest, 10_000);
    for (const one of sessions) folded.add(one);
    expect(folded.results()).toEqual(aggregateResults(mealBoxTest, [...sessions].reverse(), 10_000));
    expect(folded.results().recentSessions.map((recent) => recent.id)).toEqual(sessions.map((s) => s.id).reverse());
  });
});
