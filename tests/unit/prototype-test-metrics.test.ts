import { describe, expect, it } from "vitest";
import { PROTOTYPE_TEST_LIMITS } from "../../shared/contracts/prototype-tests";
import {
  aggregateResults,
  median,
  runsOfSession,
  screenUsabilityScore,
  susScore,
  type SessionRuns,
  type TaskRun,
} from "../../shared/prototype-test-metrics";
import { mealBoxTest, numbered, off, on } from "./prototype-test-fixture";

describe("SUS", () => {
  it("scores the standard way: odd answers − 1, 5 − even answers, the sum × 2.5", () => {
    // All 3s: five odd items give 2 each and five even items 5 − 3 = 2 each: 20 × 2.5 = 50.
    expect(susScore([3, 3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(50);
    // The best answers (agree with the positive odd items, disagree with the negative even ones): 10 × 4 × 2.5 = 100.
    expect(susScore([5, 1, 5, 1, 5, 1, 5, 1, 5, 1])).toBe(100);
    expect(susScore([1, 5, 1, 5, 1, 5, 1, 5, 1, 5])).toBe(0);
    // Odd 4, 3, 4, 3, 3 → 3 + 2 + 3 + 2 + 2 = 12; even 2, 3, 3, 4, 2 → 3 + 2 + 2 + 1 + 3 = 11; 23 × 2.5 = 57.5.
    expect(susScore([4, 2, 3, 3, 4, 3, 3, 4, 3, 2])).toBe(57.5);
    // Everything agreed with (5s): odd 4 × 5 = 20, even 0: 20 × 2.5 = 50, not 100.
    expect(susScore([5, 5, 5, 5, 5, 5, 5, 5, 5, 5])).toBe(50);
  });

  it("refuses anything but ten answers", () => {
    expect(() => susScore([3, 3, 3])).toThrow(RangeError);
  });
});

describe("the median", () => {
  it("is the middle value of an odd count and the mean of the two middle ones of an even count, in any order", () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([20_000, 5_000, 16_000, 10_000])).toBe(13_000);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("a screen's usability score", () => {
  it("is 100 − drop-off % − 0.5 × misclick % − a time penalty of a point per 2 s past 5 s (at most 10), never below 0", () => {
    expect(screenUsabilityScore({ dropOff: 0, misclickRate: null, averageTimeMs: 5_000 })).toBe(100);
    // 100 − 25 − 0.5 × 20 − (9 − 5) / 2 = 100 − 25 − 10 − 2 = 63.
    expect(screenUsabilityScore({ dropOff: 0.25, misclickRate: 0.2, averageTimeMs: 9_000 })).toBe(63);
    // The time penalty stops at 10: 60 s would be 27.5.
    expect(screenUsabilityScore({ dropOff: 0, misclickRate: 0, averageTimeMs: 60_000 })).toBe(90);
    expect(screenUsabilityScore({ dropOff: 0.8, misclickRate: 1, averageTimeMs: 1_000 })).toBe(0);
  });
});

/*
 * Five testers of the meal-box test (task 0 expects home → menu → checkout, task 1 home → about),
 * at `now`; the idle limit is 30 minutes.
 *
 * S1 (finished): task 0 direct in 10 s (Home 4 s, 1 click; Menu 6 s, 1 click; Checkout), ease 7;
 *    task 1 direct in 2 s (Home 2 s, 1 click; About), ease 6; SUS best answers = 100.
 * S2 (idle exactly 30 min): task 0 indirect in 16 s — Home 6 s (2 clicks, 1 missed), About 6 s
 *    (2 clicks, 1 missed), Menu 4 s (1 click), Checkout — ease 4; task 1 started, one missed
 *    click on Home 3 s in, then nothing: Left (idle).
 * S3 (finished): task 0 gave up after 20 s — Home 3 s (1 click), About 17 s (1 click, missed) —
 *    ease 2; task 1 started and not ended before "finish": Left (moved on); SUS all 3s = 50.
 * S4 (active a second ago): task 0 Home 5 s (1 click) then Menu, and task 1 started: task 0 Left
 *    (moved on) after 5 s on Menu's arrival; task 1 in progress.
 * S5 (idle a millisecond less than 30 min): task 0 in progress.
 */
const now = 100_000_000;
const idle = PROTOTYPE_TEST_LIMITS.idleMs;

function session(
  id: string,
  startedAt: number,
  lastEventAt: number,
  finished: boolean,
  runs: TaskRun[],
  sus: number[] | null,
): SessionRuns {
  return { id, startedAt, lastEventAt, finished, runs, sus };
}

const s1 = session(
  "s1",
  1_000,
  now - 5 * idle,
  true,
  runsOfSession(
    mealBoxTest,
    numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 4_000, task: 0, ...on.homeOrder },
      { type: "screen", at: 4_000, task: 0, screenId: "menu" },
      { type: "click", at: 10_000, task: 0, ...on.menuBox },
      { type: "screen", at: 10_000, task: 0, screenId: "checkout" },
      { type: "task-end", at: 10_000, task: 0, reason: "goal" },
      { type: "ease", at: 15_000, task: 0, value: 7 },
      { type: "task-start", at: 20_000, task: 1 },
      { type: "click", at: 22_000, task: 1, ...on.homeAbout },
      { type: "screen", at: 22_000, task: 1, screenId: "about" },
      { type: "task-end", at: 22_000, task: 1, reason: "goal" },
      { type: "ease", at: 25_000, task: 1, value: 6 },
      { type: "sus", at: 40_000, answers: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1] },
      { type: "finish", at: 40_000 },
    ]),
  ),
  [5, 1, 5, 1, 5, 1, 5, 1, 5, 1],
);
const s2 = session(
  "s2",
  2_000,
  now - idle,
  false,
  runsOfSession(
    mealBoxTest,
    numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 2_000, task: 0, ...off.home },
      { type: "click", at: 6_000, task: 0, ...on.homeMore },
      { type: "screen", at: 6_000, task: 0, screenId: "about" },
      { type: "click", at: 9_000, task: 0, ...off.home, screenId: "about" }, // (300,150) on About: nothing there
      { type: "click", at: 12_000, task: 0, ...on.aboutMenu },
      { type: "screen", at: 12_000, task: 0, screenId: "menu" },
      { type: "click", at: 16_000, task: 0, ...on.menuBox },
      { type: "screen", at: 16_000, task: 0, screenId: "checkout" },
      { type: "task-end", at: 16_000, task: 0, reason: "goal" },
      { type: "ease", at: 18_000, task: 0, value: 4 },
      { type: "task-start", at: 30_000, task: 1 },
      { type: "click", at: 33_000, task: 1, ...off.homeLow },
    ]),
  ),
  null,
);
const s3 = session(
  "s3",
  3_000,
  now - 4 * idle,
  true,
  runsOfSession(
    mealBoxTest,
    numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "screen", at: 0, task: 0, screenId: "home" },
      { type: "click", at: 3_000, task: 0, ...on.homeAbout },
      { type: "screen", at: 3_000, task: 0, screenId: "about" },
      { type: "click", at: 8_000, task: 0, ...off.about },
      { type: "task-end", at: 20_000, task: 0, reason: "gave-up" },
      { type: "ease", at: 21_000, task: 0, value: 2 },
      { type: "task-start", at: 25_000, task: 1 },
      { type: "sus", at: 26_000, answers: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3] },
      { type: "finish", at: 26_000 },
    ]),
  ),
  [3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
);
const s4 = session(
  "s4",
  4_000,
  now - 1_000,
  false,
  runsOfSession(
    mealBoxTest,
    numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 5_000, task: 0, ...on.homeOrder },
      { type: "screen", at: 5_000, task: 0, screenId: "menu" },
      { type: "task-start", at: 9_000, task: 1 },
      { type: "click", at: 12_000, task: 1, ...on.homeAbout },
      { type: "screen", at: 12_000, task: 1, screenId: "about" },
    ]),
  ),
  null,
);
const s5 = session(
  "s5",
  5_000,
  now - idle + 1,
  false,
  runsOfSession(
    mealBoxTest,
    numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 1_000, task: 0, ...off.home },
    ]),
  ),
  null,
);

describe("a test's results", () => {
  // Given in no particular order: the results order sessions by when they started.
  const results = aggregateResults(mealBoxTest, [s3, s1, s5, s2, s4], now);
  const [order, about] = results.tasks;

  it("classifies every run: direct, indirect, gave up, left by moving on, left by idling, in progress", () => {
    // Task 0: S1 direct, S2 indirect, S3 gave up, S4 left (moved on), S5 in progress (idle 1 ms short).
    expect(order).toMatchObject({ index: 0, text: "Order a meal box", testers: 5, inProgress: 1 });
    expect(order!.outcomes).toEqual({ direct: 1, indirect: 1, "gave-up": 1, left: 1 });
    // Task 1: S1 direct, S2 left (idle exactly 30 min), S3 left (finished without ending it), S4 in progress; S5 never started it.
    expect(about).toMatchObject({ testers: 4, inProgress: 1 });
    expect(about!.outcomes).toEqual({ direct: 1, indirect: 0, "gave-up": 0, left: 2 });
    expect(results.recentSessions).toEqual([
      { id: "s5", startedAt: 5_000, finished: false, outcomes: [null, null] },
      { id: "s4", startedAt: 4_000, finished: false, outcomes: ["left", null] },
      { id: "s3", startedAt: 3_000, finished: true, outcomes: ["gave-up", "left"] },
      { id: "s2", startedAt: 2_000, finished: false, outcomes: ["indirect", "left"] },
      { id: "s1", startedAt: 1_000, finished: true, outcomes: ["direct", "direct"] },
    ]);
    expect(results).toMatchObject({ sessions: 5, finishedSessions: 2 });
  });

  it("gives each task its median time, misclick rate and mean ease over its ended runs", () => {
    // Task 0 ended in 10, 16, 20 and 5 s: median of four = (10 + 16) / 2 = 13 s.
    // Clicks 2 + 5 + 2 + 1 = 10, missed 0 + 2 + 1 + 0 = 3. Ease 7, 4, 2: 13 / 3.
    expect(order).toMatchObject({ medianTimeMs: 13_000, misclickRate: 0.3, easeAnswers: 3 });
    expect(order!.meanEase).toBeCloseTo(13 / 3, 12);
    // Task 1 ended in 2, 3 and 0 s (S3 left it at once): median of three = 2 s. Clicks 1 + 1, missed 1. Ease 6.
    expect(about).toMatchObject({ medianTimeMs: 2_000, misclickRate: 0.5, meanEase: 6, easeAnswers: 1 });
  });

  it("gives each screen its visits, misclick rate, average time, drop-off and score, the expected path first", () => {
    // Task 0:
    // Home: shown in 4 ended runs; clicks 1 + 2 + 1 + 1 = 5, 1 missed; time 4 + 6 + 3 + 5 = 18 s / 4 = 4.5 s;
    //   nobody stopped there. Score 100 − 0 − 0.5 × 20 − 0 (under 5 s) = 90.
    // Menu: S1, S2, S4; 2 clicks, none missed; 6 + 4 + 0 s / 3; S4 left on it: 1/3. Score 100 − 33⅓ = 66⅔.
    // Checkout: S1, S2; no clicks (misclick rate none); 0 s; score 100.
    // About (not expected, first shown by S2): S2, S3; 3 clicks, 2 missed; 6 + 17 = 23 s / 2 = 11.5 s;
    //   S3 gave up on it: 1/2. Score 100 − 50 − 0.5 × 66⅔ − (11.5 − 5) / 2 = 100 − 50 − 33⅓ − 3.25 = 13 5/12.
    const screens = order!.screens;
    expect(screens.map((s) => [s.screenId, s.visits])).toEqual([
      ["home", 4],
      ["menu", 3],
      ["checkout", 2],
      ["about", 2],
    ]);
    expect(screens[0]).toEqual({ screenId: "home", visits: 4, misclickRate: 0.2, averageTimeMs: 4_500, dropOff: 0, usabilityScore: 90 });
    expect(screens[1]).toMatchObject({ misclickRate: 0, dropOff: 1 / 3 });
    expect(screens[1]!.averageTimeMs).toBeCloseTo(10_000 / 3, 9);
    expect(screens[1]!.usabilityScore).toBeCloseTo(200 / 3, 9);
    expect(screens[2]).toEqual({ screenId: "checkout", visits: 2, misclickRate: null, averageTimeMs: 0, dropOff: 0, usabilityScore: 100 });
    expect(screens[3]).toMatchObject({ misclickRate: 2 / 3, averageTimeMs: 11_500, dropOff: 0.5 });
    expect(screens[3]!.usabilityScore).toBeCloseTo(100 - 50 - 100 / 3 - 3.25, 9);
  });

  it("scores a task by its expected path's screens but the goal, and the test by its tasks", () => {
    // Task 0: (Home 90 + Menu 66⅔) / 2 = 78⅓ (About is off the path, Checkout is the goal).
    expect(order!.usabilityScore).toBeCloseTo(235 / 3, 9);
    // Task 1: Home only. Shown in S1, S2, S3; 2 clicks, 1 missed; S2 and S3 left on it: 2/3;
    // (2 + 3 + 0) s / 3 is under 5 s. 100 − 66⅔ − 0.5 × 50 = 8⅓.
    expect(about!.usabilityScore).toBeCloseTo(25 / 3, 9);
    // The test: (78⅓ + 8⅓) / 2 = 43⅓.
    expect(results.usabilityScore).toBeCloseTo(130 / 3, 9);
  });

  it("lists the paths of ended runs, and the SUS mean over the sessions that answered", () => {
    expect(order!.paths).toEqual([
      { screens: ["home", "menu", "checkout"], count: 1 },
      { screens: ["home", "about", "menu", "checkout"], count: 1 },
      { screens: ["home", "about"], count: 1 },
      { screens: ["home", "menu"], count: 1 },
    ]);
    // S1 100 and S3 50.
    expect(results.sus).toEqual({ score: 75, answers: 2 });
  });

  it("is null wherever nothing was measured", () => {
    const empty = aggregateResults({ ...mealBoxTest, sus: false }, [], now);
    expect(empty).toMatchObject({ sessions: 0, finishedSessions: 0, usabilityScore: null, sus: null, recentSessions: [] });
    expect(empty.tasks[0]).toMatchObject({
      testers: 0,
      inProgress: 0,
      medianTimeMs: null,
      misclickRate: null,
      meanEase: null,
      easeAnswers: 0,
      usabilityScore: null,
      paths: [],
      screens: [],
    });
    expect(aggregateResults(mealBoxTest, [s5], now).sus).toEqual({ score: null, answers: 0 });
  });
});

describe("the most common paths", () => {
  const run = (path: string[]): TaskRun => ({
    task: 0,
    outcome: "gave-up",
    movedOn: false,
    startAt: 0,
    lastAt: 0,
    timeMs: 0,
    path,
    visits: path.map((screenId) => ({ screenId, timeMs: 0, clicks: 0, misclicks: 0 })),
    ease: null,
  });

  it("are the five most common with their counts, ties in the order first taken, runs in progress left out", () => {
    const paths = [["a"], ["b"], ["c"], ["b"], ["d"], ["e"], ["f"], ["c"], ["b"], ["g"]];
    const sessions = paths.map((path, i) => session(`s${i}`, i, now, false, [run(path)], null));
    const inProgress = session("s-live", 99, now, false, [{ ...run(["g"]), outcome: null }], null);
    // b × 3, c × 2, then a, d, e, f, g once each: a and d were taken first.
    expect(aggregateResults(mealBoxTest, [...sessions, inProgress], now).tasks[0]!.paths).toEqual([
      { screens: ["b"], count: 3 },
      { screens: ["c"], count: 2 },
      { screens: ["a"], count: 1 },
      { screens: ["d"], count: 1 },
      { screens: ["e"], count: 1 },
    ]);
  });

  it("keep screen ids apart that would read the same joined together", () => {
    const sessions = [session("x", 1, now, false, [run(["a,b"])], null), session("y", 2, now, false, [run(["a", "b"])], null)];
    expect(aggregateResults(mealBoxTest, sessions, now).tasks[0]!.paths).toEqual([
      { screens: ["a,b"], count: 1 },
      { screens: ["a", "b"], count: 1 },
    ]);
  });

  it("list at most 50 recent sessions, newest first", () => {
    const many = Array.from({ length: 60 }, (_, i) => session(`s${i}`, i * 10, now, false, [], null));
    const recent = aggregateResults(mealBoxTest, many, now).recentSessions;
    expect(recent).toHaveLength(50);
    expect(recent[0]!.id).toBe("s59");
    expect(recent[49]!.id).toBe("s10");
  });
});
