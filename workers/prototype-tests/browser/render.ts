import { byId, maybeById, setStatus } from "./dom";
import type { Stage } from "./flow";
import type { TesterPageData } from "./page-data";

/**
 * Shows the one stage of the page the tester is at (every stage is drawn on the server, hidden
 * but the intro) and fills in its texts. A new stage takes the focus, so a screen reader says
 * where the tester is.
 */

export type View = {
  stage: Stage;
  /** The test takes no more answers (closed, deleted, or the session is gone). */
  closed: boolean;
  /** Events not yet answered for by the server. */
  waiting: number;
};

const SECTIONS = ["intro", "card", "prototype", "ease", "sus", "done", "closed"];

function stageKey(stage: Stage): string {
  return stage.kind === "prototype" ? `prototype:${stage.task}:${stage.screenId}` : `${stage.kind}:${"task" in stage ? stage.task : ""}`;
}

const endedLabel = (task: number, after: "goal" | "gave-up") =>
  after === "goal" ? `Task ${task + 1} done: you reached the goal.` : `Task ${task + 1} ended.`;

export function createRenderer(data: Pick<TesterPageData, "tasks">): (view: View) => void {
  let shown = "";
  const taskLabel = (task: number) => `Task ${task + 1} of ${data.tasks.length}`;

  return function render({ stage, closed, waiting }) {
    const section = closed ? "closed" : stage.kind;
    for (const id of SECTIONS) {
      const element = maybeById(id);
      // Only a change is written: the intro's first render touches nothing.
      if (element && element.hidden !== (id !== section)) element.hidden = id !== section;
    }
    let focus: HTMLElement | SVGElement | null = byId(section).querySelector("h1");
    if (stage.kind === "card" && !closed) {
      byId("card-step").textContent = taskLabel(stage.task);
      byId("card-task").textContent = data.tasks[stage.task]!.text;
      setStatus("card-status", stage.after ? endedLabel(stage.task - 1, stage.after) : "");
    } else if (stage.kind === "prototype" && !closed) {
      byId("bar-step").textContent = `${taskLabel(stage.task)}:`;
      byId("bar-task").textContent = data.tasks[stage.task]!.text;
      for (const screen of document.querySelectorAll<HTMLElement>("[data-screen]")) {
        screen.hidden = screen.dataset.screen !== stage.screenId;
        if (!screen.hidden) focus = screen.querySelector("svg");
      }
    } else if (stage.kind === "ease" && !closed) {
      setStatus("ease-status", endedLabel(stage.task, stage.after));
    } else if (stage.kind === "done" && !closed) {
      byId("done-status").textContent = waiting > 0 ? "Sending your answers…" : "Your answers are in. You can close this page now.";
    }
    const next = closed ? "closed" : stageKey(stage);
    // The intro keeps the page's own start; any later stage (also after a reload) takes the focus.
    if (next !== shown) {
      if (shown || stage.kind !== "intro") focus?.focus();
      shown = next;
    }
  };
}
