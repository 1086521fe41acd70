import { describe, expect, it } from "vitest";
import { runsOfSession } from "../../shared/prototype-test-metrics";
import { mealBoxTest, numbered, off, on } from "./prototype-test-fixture";

// Task 0 expects home → menu → checkout; task 1 expects home → about (see the fixture's boxes).

describe("a tester's runs replayed from the events", () => {
  it("is a direct success when the goal is reached along exactly the expected path", () => {
    const [run] = runsOfSession(
      mealBoxTest,
      numbered([
        { type: "task-start", at: 1_000, task: 0 },
        { type: "screen", at: 1_000, task: 0, screenId: "home" }, // the start screen reported again: no second view
        { type: "click", at: 4_000, task: 0, ...on.homeOrder },
        { type: "screen", at: 4_000, task: 0, screenId: "menu" },
        { type: "click", at: 6_000, task: 0, ...off.home, screenId: "menu" }, // (300,150) on menu: below the list item
        { type: "click", at: 9_000, task: 0, ...on.menuBox },
        { type: "screen", at: 9_000, task: 0, screenId: "checkout" },
        { type: "task-end", at: 9_500, task: 0, reason: "goal" },
        { type: "ease", at: 12_000, task: 0, value: 6 },
      ]),
    );
    // Home from 1,000 to 4,000 (3 s, 1 click); Menu 4,000–9,000 (5 s, 2 clicks, 1 missed); Checkout 9,000–9,500.
    expect(run).toEqual({
      task: 0,
      outcome: "direct",
      movedOn: false,
      startAt: 1_000,
      lastAt: 9_500,
      timeMs: 8_500,
      path: ["home", "menu", "checkout"],
      visits: [
        { screenId: "home", timeMs: 3_000, clicks: 1, misclicks: 0 },
        { screenId: "menu", timeMs: 5_000, clicks: 2, misclicks: 1 },
        { screenId: "checkout", timeMs: 500, clicks: 0, misclicks: 0 },
      ],
      ease: 6,
    });
  });

  it("is an indirect success when the goal is reached another way, summing a screen's time over its views", () => {
    const [run] = runsOfSession(
      mealBoxTest,
      numbered([
        { type: "task-start", at: 0, task: 0 },
        { type: "click", at: 2_000, task: 0, ...on.homeAbout },
        { type: "screen", at: 2_000, task: 0, screenId: "about" },
        { type: "click", at: 3_000, task: 0, ...on.aboutMenu },
        { type: "screen", at: 3_000, task: 0, screenId: "menu" },
        { type: "screen", at: 4_000, task: 0, screenId: "home" }, // "Back"
        { type: "screen", at: 7_000, task: 0, screenId: "menu" }, // "Order"
        { type: "screen", at: 8_000, task: 0, screenId: "checkout" },
        { type: "task-end", at: 8_000, task: 0, reason: "goal" },
      ]),
    );
    // Home 0–2,000 and 4,000–7,000 = 5 s; Menu 3,000–4,000 and 7,000–8,000 = 2 s; About 1 s.
    expect(run!.outcome).toBe("indirect");
    expect(run!.path).toEqual(["home", "about", "menu", "home", "menu", "checkout"]);
    expect(run!.visits.map((v) => [v.screenId, v.timeMs])).toEqual([
      ["home", 5_000],
      ["about", 1_000],
      ["menu", 2_000],
      ["checkout", 0],
    ]);
    expect(run!.timeMs).toBe(8_000);
    expect(run!.ease).toBeNull();
  });

  it("gives up with Give up, and counts nothing the page reports for the task afterwards", () => {
    const [run] = runsOfSession(
      mealBoxTest,
      numbered([
        { type: "task-start", at: 0, task: 0 },
        { type: "click", at: 1_000, task: 0, ...off.home },
        { type: "task-end", at: 5_000, task: 0, reason: "gave-up" },
        { type: "click", at: 6_000, task: 0, ...on.homeOrder },
        { type: "screen", at: 6_000, task: 0, screenId: "menu" },
        { type: "task-end", at: 7_000, task: 0, reason: "goal" },
        { type: "ease", at: 8_000, task: 0, value: 2 },
      ]),
    );
    expect(run).toMatchObject({ outcome: "gave-up", timeMs: 5_000, lastAt: 5_000, path: ["home"], ease: 2 });
    expect(run!.visits).toEqual([{ screenId: "home", timeMs: 5_000, clicks: 1, misclicks: 1 }]);
  });

  it("does not end a task when the page claims the goal on another screen", () => {
    const [run] = runsOfSession(
      mealBoxTest,
      numbered([
        { type: "task-start", at: 0, task: 0 },
        { type: "screen", at: 1_000, task: 0, screenId: "menu" },
        { type: "task-end", at: 2_000, task: 0, reason: "goal" },
      ]),
    );
    expect(run).toMatchObject({ outcome: null, movedOn: false, lastAt: 2_000, timeMs: 2_000 });
  });

  it("marks an unended run as moved on when a later task starts or the session finishes, timing it to its last event", () => {
    const runs = runsOfSession(
      mealBoxTest,
      numbered([
        { type: "task-start", at: 0, task: 0 },
        { type: "click", at: 3_000, task: 0, ...on.homeOrder },
        { type: "screen", at: 3_000, task: 0, screenId: "menu" },
        { type: "click", at: 4_000, task: 0, ...off.home, screenId: "menu" },
        { type: "task-start", at: 10_000, task: 1 },
        { type: "click", at: 11_000, task: 1, ...off.homeLow },
        { type: "finish", at: 12_000 },
      ]),
    );
    // Task 0: Home 0–3,000, Menu 3,000 to its last event at 4,000. Task 1: Home 10,000–11,000.
    expect(runs).toEqual([
      {
        task: 0,
        outcome: null,
        movedOn: true,
        startAt: 0,
        lastAt: 4_000,
        timeMs: 4_000,
        path: ["home", "menu"],
        visits: [
          { screenId: "home", timeMs: 3_000, clicks: 1, misclicks: 0 },
          { screenId: "menu", timeMs: 1_000, clicks: 1, misclicks: 1 },
        ],
        ease: null,
      },
      {
        task: 1,
        outcome: null,
        movedOn: true,
        startAt: 10_000,
        lastAt: 11_000,
        timeMs: 1_000,
        path: ["home"],
        visits: [{ screenId: "home", timeMs: 1_000, clicks: 1, misclicks: 1 }],
        ease: null,
      },
    ]);
  });

  it("leaves a run in progress, not moved on, while its session has nothing later", () => {
    const [run] = runsOfSession(mealBoxTest, numbered([{ type: "task-start", at: 500, task: 1 }]));
    expect(run).toMatchObject({ task: 1, outcome: null, movedOn: false, timeMs: 0, path: ["home"] });
  });

  it("replays the events in seq order whatever order they arrive in, and resumes a task started again after a reload", () => {
    const events = numbered([
      { type: "task-start", at: 0, task: 1 },
      { type: "task-start", at: 2_000, task: 1 }, // the reloaded page starts the task again
      { type: "click", at: 3_000, task: 1, ...on.homeAbout },
      { type: "screen", at: 3_000, task: 1, screenId: "about" },
      { type: "task-end", at: 3_000, task: 1, reason: "goal" },
    ]);
    const [run] = runsOfSession(mealBoxTest, [...events].reverse());
    expect(run).toMatchObject({ outcome: "direct", startAt: 0, timeMs: 3_000, path: ["home", "about"] });
  });

  it("ignores events of a task the test does not have", () => {
    expect(runsOfSession(mealBoxTest, numbered([{ type: "task-start", at: 0, task: 5 }]))).toEqual([]);
  });
});
