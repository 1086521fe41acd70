import { describe, expect, it } from "vitest";
import { testerEventSchema, type TesterEvent } from "../../shared/contracts/prototype-tests";
import {
  answerEase,
  answerSus,
  begin,
  click,
  giveUp,
  START,
  startTask,
  type Plan,
  type Progress,
  type Step,
} from "../../workers/prototype-tests/browser/flow";
import { testerPageData } from "../../workers/prototype-tests/tester-page-html";
import { sampleTest } from "../fixtures/prototype-test";

const plan: Plan = testerPageData(sampleTest(), "token");

/** Runs steps one after another, collecting every event, as the page does. */
function run(first: Progress, ...steps: ((progress: Progress) => Step)[]): { progress: Progress; events: TesterEvent[] } {
  let progress = first;
  const events: TesterEvent[] = [];
  for (const step of steps) {
    const next = step(progress);
    progress = next.progress;
    events.push(...next.events);
  }
  return { progress, events };
}

// Points on the sample's Home screen: the Browse button (over the card), the card outside the
// button, the photo (no link), and Help.
const BROWSE = [100, 250] as const;
const CARD = [300, 140] as const;
const PHOTO = [200, 400] as const;
const HELP = [40, 530] as const;
const FRIDAY = [200, 100] as const;

describe("a tester's way through a test, as events", () => {
  it("records the opening answer, the task's start and screens, every click, and the task's end on reaching the goal", () => {
    const { progress, events } = run(
      START,
      (p) => begin(plan, p, 0, "  I call the shop  "),
      (p) => startTask(plan, p, 1_000),
      (p) => click(plan, p, 2_000, ...PHOTO),
      (p) => click(plan, p, 3_000, ...BROWSE),
      (p) => click(plan, p, 4_500, ...FRIDAY),
    );
    expect(events).toEqual([
      { type: "opening", seq: 0, at: 0, answer: "I call the shop" },
      { type: "task-start", seq: 1, at: 1_000, task: 0 },
      { type: "screen", seq: 2, at: 1_000, task: 0, screenId: "home" },
      { type: "click", seq: 3, at: 2_000, task: 0, screenId: "home", x: 200, y: 400 },
      { type: "click", seq: 4, at: 3_000, task: 0, screenId: "home", x: 100, y: 250 },
      { type: "screen", seq: 5, at: 3_000, task: 0, screenId: "list" },
      { type: "click", seq: 6, at: 4_500, task: 0, screenId: "list", x: 200, y: 100 },
      { type: "screen", seq: 7, at: 4_500, task: 0, screenId: "box" },
      { type: "task-end", seq: 8, at: 4_500, task: 0, reason: "goal" },
    ]);
    expect(progress.stage).toEqual({ kind: "ease", task: 0, after: "goal" });
    for (const event of events) expect(testerEventSchema.parse(event)).toEqual(event);
  });

  it("sends no opening event when the tester leaves the question empty", () => {
    expect(begin(plan, START, 0, "   ").events).toEqual([]);
    expect(begin(plan, START, 0, "").progress.stage).toEqual({ kind: "card", task: 0 });
  });

  it("opens the screen of the topmost link: a button drawn over a card wins where they overlap", () => {
    const started = run(
      START,
      (p) => begin(plan, p, 0, ""),
      (p) => startTask(plan, p, 10),
    );
    expect(click(plan, started.progress, 20, ...CARD).progress.stage).toEqual({ kind: "prototype", task: 0, screenId: "list" });
    const detour = click(plan, started.progress, 20, ...HELP);
    expect(detour.progress.stage).toEqual({ kind: "prototype", task: 0, screenId: "help" });
    expect(detour.events.map((e) => e.type)).toEqual(["click", "screen"]);
  });

  it("ends a task given up, asks the ease question, then shows the next task's card, then SUS, then finishes", () => {
    const { progress, events } = run(
      START,
      (p) => begin(plan, p, 0, ""),
      (p) => startTask(plan, p, 100),
      (p) => giveUp(plan, p, 5_000),
      (p) => answerEase(plan, p, 6_000, 2),
    );
    expect(events.slice(2)).toEqual([
      { type: "task-end", seq: 2, at: 5_000, task: 0, reason: "gave-up" },
      { type: "ease", seq: 3, at: 6_000, task: 0, value: 2 },
    ]);
    expect(progress.stage).toEqual({ kind: "card", task: 1, after: "gave-up" });

    const second = run(
      progress,
      (p) => startTask(plan, p, 7_000),
      (p) => click(plan, p, 8_000, ...HELP),
      (p) => answerEase(plan, p, 9_000, 7),
    );
    expect(second.progress.stage).toEqual({ kind: "sus" });
    const sus = [5, 1, 5, 1, 5, 1, 5, 1, 5, 1];
    const last = answerSus(plan, second.progress, 10_000, sus);
    expect(last.progress.stage).toEqual({ kind: "done" });
    expect(last.events).toEqual([
      { type: "sus", seq: 10, at: 10_000, answers: sus },
      { type: "finish", seq: 11, at: 10_000 },
    ]);
  });

  it("goes straight on when the test asks neither question, and finishes after the last task", () => {
    const quiet: Plan = { ...plan, ease: false, sus: false, tasks: plan.tasks.slice(0, 1) };
    const { progress, events } = run(
      START,
      (p) => begin(quiet, p, 0, ""),
      (p) => startTask(quiet, p, 0),
      (p) => giveUp(quiet, p, 10),
    );
    expect(events.map((e) => e.type)).toEqual(["task-start", "screen", "task-end", "finish"]);
    expect(progress.stage).toEqual({ kind: "done" });
  });

  it("ignores what does not fit the stage (a double press of Start, a click after the task ended)", () => {
    const started = run(
      START,
      (p) => begin(plan, p, 0, ""),
      (p) => startTask(plan, p, 0),
    ).progress;
    expect(startTask(plan, started, 5)).toEqual({ progress: started, events: [] });
    const ended = giveUp(plan, started, 10).progress;
    expect(click(plan, ended, 20, ...BROWSE)).toEqual({ progress: ended, events: [] });
    expect(giveUp(plan, ended, 30)).toEqual({ progress: ended, events: [] });
  });

  it("never lets time run backwards when the tester's clock is set back", () => {
    const started = run(
      START,
      (p) => begin(plan, p, 0, ""),
      (p) => startTask(plan, p, 5_000),
    ).progress;
    const step = click(plan, started, 4_000, ...PHOTO);
    expect(step.events[0]!.at).toBe(5_000);
  });

  it("stops recording clicks before the session's limit, keeping room for every task's end, ease answer, SUS and finish", () => {
    let progress = run(
      START,
      (p) => begin(plan, p, 0, ""),
      (p) => startTask(plan, p, 0),
    ).progress;
    for (let i = 0; i < plan.maxEvents; i++) progress = click(plan, progress, i, ...PHOTO).progress;
    expect(progress.seq).toBeLessThan(plan.maxEvents);
    // Past the budget a link still opens its screen, unrecorded.
    const moved = click(plan, progress, 1e6, ...BROWSE);
    expect(moved.events).toEqual([]);
    expect(moved.progress.stage).toEqual({ kind: "prototype", task: 0, screenId: "list" });
    const end = run(
      moved.progress,
      (p) => giveUp(plan, p, 2e6),
      (p) => answerEase(plan, p, 2e6, 4),
      (p) => startTask(plan, p, 2e6),
      (p) => giveUp(plan, p, 2e6),
      (p) => answerEase(plan, p, 2e6, 4),
      (p) => answerSus(plan, p, 2e6, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
    );
    expect(end.events.map((e) => e.type)).toEqual(["task-end", "ease", "task-start", "screen", "task-end", "ease", "sus", "finish"]);
    expect(end.events.map((e) => e.seq)).toEqual(end.events.map((_, i) => progress.seq + i));
    expect(end.events.at(-1)!.seq).toBeLessThan(plan.maxEvents);
  });
});
