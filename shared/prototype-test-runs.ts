import type { TesterEvent } from "./contracts/prototype-tests";
import type { WireframeSet } from "./contracts/wireframes";
import { linkAt } from "./prototype-test-paths";

/**
 * One tester's go at one task, replayed from the session's stored events
 * (docs/product.md#prototype-tests). Everything the results page shows is summed from these.
 */
export type ScreenVisits = {
  screenId: string;
  /** Time on the screen, summed over every time it was shown. */
  timeMs: number;
  clicks: number;
  /** Clicks that hit no link. */
  misclicks: number;
};

export type TaskRun = {
  task: number;
  /** How the tester ended it; null while not ended (it may yet count as Left). */
  outcome: "direct" | "indirect" | "gave-up" | null;
  /** The session went on to another task or finished, so an unended run was left. */
  movedOn: boolean;
  startAt: number;
  lastAt: number;
  /** Start to end; for an unended run, start to its last event. */
  timeMs: number;
  /** Screens in the order they were shown, repeats kept. */
  path: string[];
  /** One entry per screen shown, in first-view order. */
  visits: ScreenVisits[];
  ease: number | null;
};

export type RunsTest = { tasks: readonly { goalScreenId: string; expectedPath: readonly string[] }[]; wireframes: WireframeSet };

type Open = TaskRun & { ended: boolean; shownAt: number };

function visitOf(run: Open, screenId: string): ScreenVisits {
  let visit = run.visits.find((v) => v.screenId === screenId);
  if (!visit) {
    visit = { screenId, timeMs: 0, clicks: 0, misclicks: 0 };
    run.visits.push(visit);
  }
  return visit;
}

/** Adds the time since the current screen was shown to that screen. */
function closeScreen(run: Open, at: number): void {
  const current = run.path[run.path.length - 1];
  if (current !== undefined) visitOf(run, current).timeMs += Math.max(0, at - run.shownAt);
  run.shownAt = at;
}

const samePath = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The session's runs, in the order the tasks were started. A task begins on its start screen
 * (the first of its expected path), so a page that reports that screen again, or reports the
 * screen it resumes on after a reload, adds no visit: a screen shown twice in a row is one view.
 * "goal" ends a task only on the goal screen; after a task's end its clicks and screens count no
 * more. A click hit a link when `linkAt` finds one on the screen it names.
 */
export function runsOfSession(test: RunsTest, events: readonly TesterEvent[]): TaskRun[] {
  const screens = new Map(test.wireframes.screens.map((screen) => [screen.id, screen]));
  const runs = new Map<number, Open>();

  const runOf = (task: number, at: number): Open | null => {
    const expected = test.tasks[task];
    if (!expected) return null;
    let run = runs.get(task);
    if (!run) {
      const start = expected.expectedPath[0];
      run = {
        task,
        outcome: null,
        movedOn: false,
        startAt: at,
        lastAt: at,
        timeMs: 0,
        path: [],
        visits: [],
        ease: null,
        ended: false,
        shownAt: at,
      };
      if (start !== undefined) {
        run.path.push(start);
        visitOf(run, start);
      }
      runs.set(task, run);
    }
    if (!run.ended) run.lastAt = Math.max(run.lastAt, at);
    return run;
  };

  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    switch (event.type) {
      case "task-start": {
        for (const other of runs.values()) if (other.task !== event.task) other.movedOn = true;
        runOf(event.task, event.at);
        break;
      }
      case "finish": {
        for (const run of runs.values()) run.movedOn = true;
        break;
      }
      case "screen": {
        const run = runOf(event.task, event.at);
        if (!run || run.ended || run.path[run.path.length - 1] === event.screenId) break;
        closeScreen(run, event.at);
        run.path.push(event.screenId);
        visitOf(run, event.screenId);
        break;
      }
      case "click": {
        const run = runOf(event.task, event.at);
        const screen = screens.get(event.screenId);
        if (!run || run.ended || !screen) break;
        const visit = visitOf(run, event.screenId);
        visit.clicks += 1;
        if (linkAt(screen, event.x, event.y) === null) visit.misclicks += 1;
        break;
      }
      case "task-end": {
        const run = runOf(event.task, event.at);
        if (!run || run.ended) break;
        const expected = test.tasks[event.task]!;
        if (event.reason === "goal") {
          if (run.path[run.path.length - 1] !== expected.goalScreenId) break;
          run.outcome = samePath(run.path, expected.expectedPath) ? "direct" : "indirect";
        } else run.outcome = "gave-up";
        closeScreen(run, event.at);
        run.ended = true;
        break;
      }
      case "ease": {
        const run = runs.get(event.task);
        if (run) run.ease = event.value;
        break;
      }
      case "opening":
      case "sus":
        break;
    }
  }

  return [...runs.values()].map((run) => {
    if (!run.ended) closeScreen(run, run.lastAt);
    const { ended: _ended, shownAt: _shownAt, ...done } = run;
    return { ...done, timeMs: Math.max(0, run.lastAt - run.startAt) };
  });
}
