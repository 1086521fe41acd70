import type { AskPersonaRequest } from "../../../../shared/contracts/ask-persona";
import { clipAtWord, firstSentence, lowerFirst } from "../../../../tools/kit/server/offline/text-utils";

/**
 * The offline answer of a synthetic user to a follow-up question (docs/product.md#ask-a-persona):
 * first person, from their task, their simulated result and the screens, quoting the question.
 * The server puts the "Simulated answer" label in front of it.
 */
export function askPersonaAnswer(input: AskPersonaRequest, screens: number): string {
  const { persona, result } = input;
  const task = lowerFirst(input.task.replace(/[.!?]+$/, ""));
  const source = screens > 0 ? `the ${screens === 1 ? "screen" : `${screens} screens`} I saw` : "the prototype";
  const path =
    result.successRate >= 70
      ? "I went straight for it: the labels matched the words I would use, so I never had to backtrack"
      : result.successRate >= 50
        ? "I opened the wrong section first, came back, and got there in the end with some hesitation"
        : "I tried two places that looked right, backtracked twice and was close to giving up";
  const helpful = (result.recommendations[0] ?? "").replace(/^[^:]{3,80}:\s*/, "");
  return [
    `You asked me: “${clipAtWord(input.question.replace(/\s+/g, " "), 300)}”`,
    "",
    `When I tried to ${clipAtWord(task, 200)} in ${source}, ${path}. I'd say I felt ${result.sentiment} — ${firstSentence(result.feedback, 200).replace(/^["“]|["”]$/g, "")}`,
    "",
    `For context, I'm ${clipAtWord(lowerFirst(persona.description.replace(/[.!?]+$/, "")), 200)}.${persona.motivation ? ` What I was after: ${clipAtWord(persona.motivation.replace(/[.!?]+$/, ""), 200)}.` : ""} That is how I read every label on ${source}.`,
    "",
    helpful
      ? `What would have helped me most: ${clipAtWord(lowerFirst(helpful), 300)}`
      : "I can only speak for what I did on those screens; ask me about another step and I'll tell you how it went.",
  ].join("\n");
}
