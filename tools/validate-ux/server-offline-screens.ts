import { goalOf } from "../../shared/flow-tasks";
import { keywords } from "../kit/server/offline/text-utils";

/** A label a user can act on, on a named screen: what the offline validator says they went for. */
export type ScreenLabel = { screen: string; label: string };

/**
 * The labels of wireframe screens described as text (the screen's name on the first line, then
 * one component per line: "Button: Request walk"), and the one a task is most about: on the
 * screen whose goal the task is ("Order a weekly meal box" on "Neighbours order weekly meal
 * boxes", as tasks from a flow are made), else on any screen, the most words in common, else the
 * first screen's first button. Null without any screen text.
 */
export function labelForTask(screenTexts: readonly string[] | undefined, task: string): ScreenLabel | null {
  if (!screenTexts?.length) return null;
  const labels = screenTexts.flatMap((text) => {
    const [screen, ...parts] = text.split("\n");
    return parts.flatMap((part) => {
      const match = /^(Button|Link|List item|Card|Input|Select|Checkbox): (.+)$/.exec(part.trim());
      return match && screen
        ? [{ screen: screen.trim(), label: match[2]!.trim(), actionable: match[1] === "Button" || match[1] === "Link" }]
        : [];
    });
  });
  if (labels.length === 0) return null;
  const own = labels.filter((l) => goalOf(l.screen)?.toLowerCase() === task.trim().toLowerCase());
  if (own.length > 0) {
    const choice = own.find((l) => l.actionable) ?? own[0]!;
    return { screen: choice.screen, label: choice.label };
  }
  const wanted = new Set(keywords(task));
  const overlap = (text: string) => keywords(text).filter((word) => wanted.has(word)).length;
  let best = labels.find((l) => l.actionable) ?? labels[0]!;
  let bestScore = 0;
  for (const candidate of labels) {
    // The task's own screen counts too ("Choose a plan…" is on the plan screen, not a "Choose one" elsewhere); a button wins a tie.
    const score = 2 * overlap(candidate.label) + overlap(candidate.screen) + (candidate.actionable ? 0.5 : 0);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return { screen: best.screen, label: best.label };
}
