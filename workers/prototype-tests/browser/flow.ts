import type { TesterEvent } from "../../../shared/contracts/prototype-tests";
import { linkTargetAt } from "./geometry";
import type { TesterPageData } from "./page-data";

/**
 * The tester's way through a test (docs/product.md#the-testers-page) as pure steps: each takes
 * where the tester is and what they did, and returns where they are now and the events that
 * records. The page draws the stage and sends the events; a reload picks up the saved progress.
 *
 * intro → card (task i) → prototype (task i, a screen) → ease (task i, when asked) → card (i + 1)
 * … → sus (when asked) → done.
 */

export type Stage =
  | { kind: "intro" }
  | { kind: "card"; task: number; after?: EndReason }
  | { kind: "prototype"; task: number; screenId: string }
  | { kind: "ease"; task: number; after: EndReason }
  | { kind: "sus" }
  | { kind: "done" };

export type EndReason = "goal" | "gave-up";

export type Progress = {
  stage: Stage;
  /** The next event's `seq`. */
  seq: number;
  /** The last `at` given, so times never run backwards when the tester's clock is set back. */
  at: number;
};

/** Just what the steps read of the page's data. */
export type Plan = Pick<TesterPageData, "tasks" | "ease" | "sus" | "screens" | "maxEvents">;

export type Step = { progress: Progress; events: TesterEvent[] };

export const START: Progress = { stage: { kind: "intro" }, seq: 0, at: 0 };

/**
 * Events a session keeps free for what ends the test: per task its start, first screen, end and
 * ease answer, then the SUS answers and "finish". Clicks and screen changes past the rest go
 * unrecorded (the prototype still works), so a tester who clicks a great deal still finishes
 * with a batch the server accepts.
 */
function reserved(plan: Plan): number {
  return plan.tasks.length * 4 + 3;
}

/** An event before it is numbered and timed (Omit over each member of the union). */
type Unstamped<E> = E extends unknown ? Omit<E, "seq" | "at"> : never;
type Draft = Unstamped<TesterEvent>;

/** Numbers and times the events; `optional` ones (clicks, screens) only while the session has room to spare. */
function record(plan: Plan, progress: Progress, now: number, drafts: { event: Draft; optional?: boolean }[]): Step {
  const at = Math.max(progress.at, Math.floor(now));
  let seq = progress.seq;
  const events: TesterEvent[] = [];
  for (const { event, optional } of drafts) {
    const room = plan.maxEvents - (optional ? reserved(plan) : 0);
    if (seq >= room) continue;
    events.push({ ...event, seq, at } as TesterEvent);
    seq += 1;
  }
  return { progress: { ...progress, seq, at }, events };
}

function withStage(step: Step, stage: Stage): Step {
  return { ...step, progress: { ...step.progress, stage } };
}

/** The session has started: the opening answer (when there is one) is the first event. */
export function begin(plan: Plan, progress: Progress, now: number, openingAnswer: string): Step {
  const answer = openingAnswer.trim();
  const drafts: { event: Draft }[] = answer ? [{ event: { type: "opening", answer } }] : [];
  return withStage(record(plan, progress, now, drafts), { kind: "card", task: 0 });
}

/** "Start" on a task card: the prototype opens at the task's start screen. */
export function startTask(plan: Plan, progress: Progress, now: number): Step {
  if (progress.stage.kind !== "card") return { progress, events: [] };
  const task = progress.stage.task;
  const start = plan.tasks[task]!.start;
  const step = record(plan, progress, now, [{ event: { type: "task-start", task } }, { event: { type: "screen", task, screenId: start } }]);
  if (start === plan.tasks[task]!.goal) return endTask(plan, step.progress, now, "goal", step.events);
  return withStage(step, { kind: "prototype", task, screenId: start });
}

/** A click on the drawing at (x, y) in the screen's pixels: a link opens its screen, and reaching the goal ends the task. */
export function click(plan: Plan, progress: Progress, now: number, x: number, y: number): Step {
  const stage = progress.stage;
  if (stage.kind !== "prototype") return { progress, events: [] };
  const { task, screenId } = stage;
  const target = linkTargetAt(plan.screens[screenId]?.links ?? [], x, y);
  const drafts: { event: Draft; optional?: boolean }[] = [{ event: { type: "click", task, screenId, x, y }, optional: true }];
  if (target) drafts.push({ event: { type: "screen", task, screenId: target }, optional: true });
  const step = record(plan, progress, now, drafts);
  if (!target) return step;
  if (target === plan.tasks[task]!.goal) return endTask(plan, step.progress, now, "goal", step.events);
  return withStage(step, { kind: "prototype", task, screenId: target });
}

/** "Give up". */
export function giveUp(plan: Plan, progress: Progress, now: number): Step {
  if (progress.stage.kind !== "prototype") return { progress, events: [] };
  return endTask(plan, progress, now, "gave-up", []);
}

function endTask(plan: Plan, progress: Progress, now: number, reason: EndReason, before: TesterEvent[]): Step {
  const task = (progress.stage as { task: number }).task;
  const step = record(plan, progress, now, [{ event: { type: "task-end", task, reason } }]);
  const events = [...before, ...step.events];
  if (plan.ease) return { progress: { ...step.progress, stage: { kind: "ease", task, after: reason } }, events };
  const next = afterTask(plan, step.progress, now, task, reason);
  return { progress: next.progress, events: [...events, ...next.events] };
}

/** The ease question's answer, 1 to 7. */
export function answerEase(plan: Plan, progress: Progress, now: number, value: number): Step {
  const stage = progress.stage;
  if (stage.kind !== "ease") return { progress, events: [] };
  const step = record(plan, progress, now, [{ event: { type: "ease", task: stage.task, value } }]);
  const next = afterTask(plan, step.progress, now, stage.task, stage.after);
  return { progress: next.progress, events: [...step.events, ...next.events] };
}

/** The next task's card, or the SUS questions, or the end. */
function afterTask(plan: Plan, progress: Progress, now: number, task: number, reason: EndReason): Step {
  if (task + 1 < plan.tasks.length)
    return { progress: { ...progress, stage: { kind: "card", task: task + 1, after: reason } }, events: [] };
  if (plan.sus) return { progress: { ...progress, stage: { kind: "sus" } }, events: [] };
  return withStage(record(plan, progress, now, [{ event: { type: "finish" } }]), { kind: "done" });
}

/** The ten SUS answers, 1 to 5 each, in the statements' order: the test is done. */
export function answerSus(plan: Plan, progress: Progress, now: number, answers: number[]): Step {
  if (progress.stage.kind !== "sus") return { progress, events: [] };
  const step = record(plan, progress, now, [{ event: { type: "sus", answers } }, { event: { type: "finish" } }]);
  return withStage(step, { kind: "done" });
}
