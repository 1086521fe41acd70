import type { ModelMessage } from "ai";
import { NOTHING_SEEN, personaAnswerProblems } from "../../shared/persona-answer-check.mjs";

/** The model's own answer is echoed this long in the re-ask (bounded prompt). */
const MAX_ECHOED_CHARS = 6_000;

/**
 * A synthetic user's answer that does not answer the question (off its topic, or not in the first
 * person; docs/product.md#ask-a-persona) is asked for once more, told why, whatever the model —
 * like every other repair. The second answer is kept unless it is empty or the re-ask fails: the
 * first one has already been streamed, and a failed re-ask should not take it away.
 */
export async function answerOnTopic(
  question: string,
  answer: string,
  reask: (followUp: ModelMessage[]) => Promise<string>,
): Promise<{ answer: string; reasked: boolean }> {
  const problems = personaAnswerProblems(question, answer);
  if (problems.length === 0) return { answer, reasked: false };
  const followUp: ModelMessage[] = [
    { role: "assistant", content: answer.slice(0, MAX_ECHOED_CHARS) },
    {
      role: "user",
      content: `That does not answer my question: ${problems.join("; ")}. Answer “${question}” itself, in the first person, from what you were given. If nothing you were given tells you, say "${NOTHING_SEEN}" and what you did see.`,
    },
  ];
  try {
    const second = await reask(followUp);
    return second.trim() ? { answer: second, reasked: true } : { answer, reasked: false };
  } catch {
    return { answer, reasked: false };
  }
}
