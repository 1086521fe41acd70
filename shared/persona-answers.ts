import type { AskPersonaResponse } from "./contracts/ask-persona";
import { CUT_OFF_NOTE } from "./result-markdown";
import {
  MAX_PERSONA_ANSWERS,
  PERSONA_ANSWER_MAX_CHARS,
  PERSONA_ANSWERS_PER_RESULT,
  type PersonaAnswer,
  type ValidateUxResponse,
  type ValidationResult,
} from "./contracts/validate-ux";

/**
 * The questions asked of a validation's synthetic users and their simulated answers
 * (docs/product.md#ask-a-persona), kept in the report's structured result and rendered as a part
 * of their own after the report.
 */

export const ANSWERS_HEADING = "## Questions to the synthetic users";

/** The answers to one result card's persona, oldest first. */
export function answersFor(answers: readonly PersonaAnswer[] | undefined, result: number): PersonaAnswer[] {
  return (answers ?? []).filter((answer) => answer.result === result);
}

/** Why no more questions can be asked about this card, or null when one can. */
export function askRefusal(response: Pick<ValidateUxResponse, "answers">, result: number): string | null {
  const answers = response.answers ?? [];
  if (answersFor(answers, result).length >= PERSONA_ANSWERS_PER_RESULT)
    return `Each synthetic user can be asked ${PERSONA_ANSWERS_PER_RESULT} questions per result.`;
  if (answers.length >= MAX_PERSONA_ANSWERS) return `A report keeps at most ${MAX_PERSONA_ANSWERS} answers.`;
  return null;
}

/** The response with one more answer kept (cut to the kept length, and saying so), or the reason it cannot be. */
export function withPersonaAnswer<T extends Pick<ValidateUxResponse, "results" | "answers">>(
  response: T,
  answer: PersonaAnswer,
): { response: T } | { refused: string } {
  if (!response.results[answer.result]) return { refused: "That result is not in this report." };
  const refused = askRefusal(response, answer.result);
  if (refused) return { refused };
  const cut = "\n\n*(The answer was shortened.)*";
  const text =
    answer.answer.length > PERSONA_ANSWER_MAX_CHARS
      ? answer.answer.slice(0, PERSONA_ANSWER_MAX_CHARS - cut.length).trimEnd() + cut
      : answer.answer;
  return {
    response: { ...response, answers: [...(response.answers ?? []), { ...answer, question: answer.question.trim(), answer: text }] },
  };
}

/** The answers as the report's second part; no part at all while nobody has asked. */
export function personaAnswersMarkdown(results: readonly ValidationResult[], answers: readonly PersonaAnswer[]): string[] {
  const lines: string[] = [];
  results.forEach((result, index) => {
    const asked = answersFor(answers, index);
    if (asked.length === 0) return;
    lines.push("", `### ${result.persona} — ${result.task}`);
    for (const { question, answer } of asked) lines.push("", `**Asked:** ${oneLine(question)}`, "", answer.trim());
  });
  return lines.length ? [[ANSWERS_HEADING, ...lines].join("\n")] : [];
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The persona's own words: the answer without the "Simulated answer from …" line the server puts first. */
export function spokenWords(answer: string): string {
  return answer.replace(/^\s*[*_]Simulated answer from [^\n]*[*_]\s*/, "").trim();
}

/** The answer as it is kept: one cut off at the model's length limit says so, like any cut-off result. */
export function keptAnswerText({ answer, cutOff }: Pick<AskPersonaResponse, "answer" | "cutOff">): string {
  return cutOff ? `${answer.trimEnd()}\n\n${CUT_OFF_NOTE}` : answer;
}
