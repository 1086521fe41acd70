import { describe, expect, it } from "vitest";
import { PATH_KEY_SCREENS, runsOfSession, type TaskRun } from "../../shared/prototype-test-metrics";
import { runFigures } from "../../shared/prototype-test-run-figures";
import { mealBoxTest, numbered, orderedAnotherWay } from "./prototype-test-fixture";

describe("a run's figures as the results sum them", () => {
  it("keeps its end, time, clicks on any screen, ease and path, and per screen its sums, path place and whether it ended there", () => {
    // Order a meal box another way: a misclick on Home, About via More, a misclick there, Menu, then the box.
    const [run] = runsOfSession(mealBoxTest, numbered([...orderedAnotherWay]));
    expect(runFigures(run!)).toEqual({
      run: {
        task: 0,
        outcome: "indirect",
        movedOn: false,
        timeMs: 16_000,
        clicks: 5,
        misclicks: 2,
        ease: 4,
        path: JSON.stringify(["home", "about", "menu", "checkout"]),
        more: false,
      },
      screens: [
        { task: 0, screenId: "home", place: 0, onPath: true, last: false, clicks: 2, misclicks: 1, timeMs: 6_000 },
        { task: 0, screenId: "about", place: 1, onPath: true, last: false, clicks: 2, misclicks: 1, timeMs: 6_000 },
        { task: 0, screenId: "menu", place: 2, onPath: true, last: false, clicks: 1, misclicks: 0, timeMs: 4_000 },
        { task: 0, screenId: "checkout", place: 3, onPath: true, last: true, clicks: 0, misclicks: 0, timeMs: 0 },
      ],
    });
  });

  it(`keys a path by its first ${PATH_KEY_SCREENS} screens, marked when it goes on, and counts clicks on a screen it never showed`, () => {
    const path = Array.from({ length: PATH_KEY_SCREENS + 3 }, (_, i) => (i % 2 === 0 ? "home" : "about"));
    const run: TaskRun = {
      task: 2,
      outcome: null,
      movedOn: true,
      startAt: 0,
      lastAt: 900,
      timeMs: 900,
      path,
      visits: [
        { screenId: "home", timeMs: 500, clicks: 3, misclicks: 1 },
        { screenId: "about", timeMs: 400, clicks: 0, misclicks: 0 },
        { screenId: "menu", timeMs: 0, clicks: 2, misclicks: 2 },
      ],
      ease: null,
    };
    const figures = runFigures(run);
    expect(figures.run).toMatchObject({ outcome: null, movedOn: true, clicks: 5, misclicks: 3, ease: null, more: true });
    expect(JSON.parse(figures.run.path)).toEqual(path.slice(0, PATH_KEY_SCREENS));
    expect(figures.screens.map(({ screenId, onPath, last }) => [screenId, onPath, last])).toEqual([
      ["home", true, true],
      ["about", true, false],
      ["menu", false, false],
    ]);
  });
});
