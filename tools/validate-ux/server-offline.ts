import type { ValidationResult } from "../../shared/contracts/validate-ux";
import type { ValidateUxRequest } from "./contract";
import { SENTIMENTS } from "../../shared/contracts/validate-ux";
import { readIdea, taskToDo } from "../kit/server/offline/idea";
import { productAudience, type OfflineProduct } from "../kit/server/offline/product-idea";
import { bare, clip, clipAtWord, hash, lowerFirst } from "../kit/server/offline/text-utils";
import { labelForTask } from "./server-offline-screens";
import { tasksByPersona } from "../../shared/task-sides.mjs";

/**
 * One simulated result per persona and task it takes (a marketplace's sides their own, shared/task-sides.mjs). Scores come from a hash of the persona and task,
 * so they are stable, and the text cites what the persona said about themselves. Inside a
 * product the behaviour names the product and the recommendations speak of its audience.
 */
export function validationResults(input: ValidateUxRequest, screens: number, product?: OfflineProduct): ValidationResult[] {
  const results: ValidationResult[] = [];
  // Screens sent with their text are wireframes drawn in the app; others are images the user uploaded.
  const drawn = input.screenTexts?.length ?? 0;
  const count = screens || drawn;
  const prototype = count > 0 ? `${count} ${drawn ? "wireframe" : "uploaded"} screen${count === 1 ? "" : "s"}` : "the prototype link";
  const source = product ? `${prototype} of ${product.name}` : prototype;
  const audience = productAudience(product);
  const wordsOf = audience ? `the words ${clipAtWord(audience, 120)} use` : "the user's words";
  for (const { persona, tasks } of tasksByPersona(input.personas, input.tasks)) {
    const brief = fromBrief(persona, product);
    for (const task of tasks) {
      const h = hash(`${persona.name}|${persona.description}|${task}`);
      const successRate = 35 + (h % 61);
      const sentiment = SENTIMENTS[Math.min(SENTIMENTS.length - 1, Math.floor((successRate - 35) / 13))]!;
      const { action, topic } = readIdea(task);
      // "how to book a haircut": the task's action when it has more than a verb, else the whole task.
      const how = `how to ${action?.includes(" ") ? lowerFirst(action).replace(/\byour\b/g, "my") : taskToDo(task)}`;
      // With wireframes drawn in the app, the findings name the screen and the label the persona went for.
      const seen = labelForTask(input.screenTexts, task);
      const label = action ?? topic;
      const onScreen = seen ? ` On "${clipAtWord(seen.screen, 80)}" they went for "${clipAtWord(seen.label, 60)}".` : "";
      const motivation = persona.motivation || brief.motivation;
      const wanted = motivation ? ` What they wanted: ${bare(motivation, 300)}.` : "";
      const path =
        successRate >= 70
          ? "went straight for it; the labels matched the words they would use, so they moved through each step without backtracking"
          : successRate >= 50
            ? "opened one wrong section first, came back, then found the path and finished with some hesitation"
            : "tried two places that looked right, backtracked twice and hesitated long enough that they might give up in real use";
      results.push({
        persona: clip(persona.name, 200),
        task: clip(task, 1000),
        sentiment,
        successRate,
        behavior: clipAtWord(
          `${persona.name} (${bare(persona.description, 300)}) scanned ${source} looking for how to ${taskToDo(task, "third")}, and ${path}.${onScreen}${wanted}${brief.note} Estimated from the design, not measured with real users.`,
          1200,
        ),
        feedback: clipAtWord(
          successRate >= 70
            ? `This felt clear — I could see ${how} right away.`
            : successRate >= 50
              ? `I got there in the end, but I had to guess ${how}. A clearer label would have saved me a minute.`
              : `I wasn't sure ${how}; the labels didn't match how I'd describe it, and I nearly gave up.`,
          800,
        ),
        recommendations: [
          // Each names the heuristic it is about, rather than one picked at random.
          // With the screens seen, the label the persona went for is what to reword ("Continue" says nothing of the task).
          seen
            ? `Match between system and the real world: on "${clipAtWord(seen.screen, 80)}", word "${clipAtWord(seen.label, 60)}" in ${wordsOf}, ${action ? `so it reads as the way to ${taskToDo(task, "third")}` : "so it says what it does"}.`
            : `Match between system and the real world: make the entry point for "${clipAtWord(label, 60)}" visible on the first screen with a label in ${wordsOf}.`,
          `Visibility of system status: confirm each step of "${clipAtWord(task, 80)}" with clear feedback so progress is never in doubt.`,
        ],
      });
    }
  }
  return results;
}

/**
 * What the product's brief adds about a persona of the same name (docs/product.md#products-in-the-models-context):
 * their motivation when the request left it out, and their description and context as a note.
 */
function fromBrief(persona: ValidateUxRequest["personas"][number], product: OfflineProduct): { motivation: string; note: string } {
  const same = product?.personas?.find((p) => p.name.trim().toLowerCase() === persona.name.trim().toLowerCase());
  const other = same?.description.trim() && same.description.trim() !== persona.description.trim() ? same.description : "";
  const parts = [other && `${persona.name} is ${lowerFirst(bare(other))}`, same?.context.trim() && `Context: ${bare(same.context)}`];
  const note = parts.filter(Boolean).join("; ");
  return { motivation: same?.motivation ?? "", note: note ? ` From the product's personas: ${note}.` : "" };
}

/** One result as the offline model's text answer (the validator's answers are objects; this is for logs and chat-style callers). */
export function validationResultText(r: Pick<ValidationResult, "persona" | "task" | "sentiment" | "successRate" | "feedback">): string {
  return `### ${r.persona} — ${r.task}\nSentiment: ${r.sentiment} · Success rate: ${r.successRate}%\n> ${r.feedback}`;
}
