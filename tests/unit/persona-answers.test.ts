import { describe, expect, it } from "vitest";
import { askPersonaRequestSchema } from "../../shared/contracts/ask-persona";
import {
  MAX_PERSONA_ANSWERS,
  PERSONA_ANSWER_MAX_CHARS,
  PERSONA_ANSWERS_PER_RESULT,
  validateUxResponseSchema,
  type ValidateUxResponse,
  type ValidationResult,
} from "../../shared/contracts/validate-ux";
import {
  ANSWERS_HEADING,
  answersFor,
  askRefusal,
  keptAnswerText,
  personaAnswersMarkdown,
  spokenWords,
  withPersonaAnswer,
} from "../../shared/persona-answers";
import { CUT_OFF_NOTE } from "../../shared/result-markdown";
import { resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { askPersonaPrompt } from "../../workers/ai/prompts/ask-persona";

const card = (persona: string, task: string): ValidationResult => ({
  persona,
  task,
  sentiment: "confused",
  successRate: 55,
  behavior: "Opened the wrong tab first.",
  feedback: "I had to guess.",
  recommendations: ["Recognition rather than recall: label the borrow button."],
});
const report: ValidateUxResponse = { results: [card("Maya", "Borrow a trimmer"), card("Leo", "Return it")] };
const answer = (result: number, question = "Why?") => ({ result, question, answer: "*Simulated answer from Maya.*\n\nBecause." });

describe("keeping the answers of a validation's synthetic users", () => {
  it("adds an answer to the report without touching its results", () => {
    const added = withPersonaAnswer(report, answer(1, "  Would you return it?  "));
    expect("response" in added && added.response.results).toEqual(report.results);
    expect("response" in added && added.response.answers).toEqual([{ ...answer(1), question: "Would you return it?" }]);
  });

  it(`refuses a ${PERSONA_ANSWERS_PER_RESULT + 1}th question to one card, but not to another card`, () => {
    const full = { ...report, answers: Array.from({ length: PERSONA_ANSWERS_PER_RESULT }, () => answer(0)) };
    expect(withPersonaAnswer(full, answer(0))).toEqual({
      refused: `Each synthetic user can be asked ${PERSONA_ANSWERS_PER_RESULT} questions per result.`,
    });
    expect(askRefusal(full, 1)).toBeNull();
  });

  it(`keeps at most ${MAX_PERSONA_ANSWERS} answers in one report`, () => {
    const results = Array.from({ length: 10 }, (_, i) => card(`P${i}`, "T"));
    const answers = Array.from({ length: MAX_PERSONA_ANSWERS }, (_, i) => answer(i % 10));
    expect(askRefusal({ answers }, 0)).toBe(`A report keeps at most ${MAX_PERSONA_ANSWERS} answers.`);
    expect(validateUxResponseSchema.safeParse({ results, answers: [...answers, answer(0)] }).success).toBe(false);
  });

  it("cuts a very long answer to the kept length and says it was shortened", () => {
    const added = withPersonaAnswer(report, { result: 0, question: "Q?", answer: "x".repeat(PERSONA_ANSWER_MAX_CHARS + 500) });
    const kept = "response" in added ? added.response.answers![0]!.answer : "";
    expect(kept.length).toBeLessThanOrEqual(PERSONA_ANSWER_MAX_CHARS);
    expect(kept.endsWith("*(The answer was shortened.)*")).toBe(true);
    expect(validateUxResponseSchema.safeParse("response" in added ? added.response : null).success).toBe(true);
  });

  it("refuses an answer about a card the report does not have", () => {
    expect(withPersonaAnswer(report, answer(2))).toEqual({ refused: "That result is not in this report." });
  });

  it("renders no answers part until someone asks, then one part grouped by card", () => {
    expect(personaAnswersMarkdown(report.results, [])).toEqual([]);
    const [part] = personaAnswersMarkdown(report.results, [answer(1, "Would\nyou?"), answer(0, "First?")]);
    expect(part!.startsWith(ANSWERS_HEADING)).toBe(true);
    expect(part!.indexOf("### Maya — Borrow a trimmer")).toBeLessThan(part!.indexOf("### Leo — Return it"));
    expect(part).toContain("**Asked:** Would you?");
    expect(answersFor([answer(1), answer(0)], 1)).toEqual([answer(1)]);
  });

  it("saves a report with answers as the report, then its answers", () => {
    const request = toolContracts["validate-ux"].request.parse({
      prototypeUrl: "https://x.test",
      personas: [{ id: "1", name: "Maya", description: "d" }],
      tasks: ["T"],
    });
    expect(resultMarkdownParts("validate-ux", request, report)).toHaveLength(1);
    const parts = resultMarkdownParts("validate-ux", request, { ...report, answers: [answer(0)] });
    expect(parts).toHaveLength(2);
    expect(parts[1]).toContain("Because.");
  });

  it("keeps an answer cut off at the length limit marked as cut off", () => {
    expect(keptAnswerText({ answer: "I looked  ", cutOff: true })).toBe(`I looked\n\n${CUT_OFF_NOTE}`);
    expect(keptAnswerText({ answer: "I looked." })).toBe("I looked.");
  });

  it("shows the persona's own words without the simulated label line", () => {
    expect(spokenWords("*Simulated answer from Maya.*\n\nI looked left.")).toBe("I looked left.");
  });
});

describe("the prompt of Ask {persona}", () => {
  const input = askPersonaRequestSchema.parse({
    persona: { name: "Maya", description: "New gardener", motivation: "Save money", context: "On her phone in the garden" },
    task: "Borrow a trimmer",
    result: card("Maya", "Borrow a trimmer"),
    question: "What did you expect?",
  });

  it("grounds the answer in who the persona is, their task, what they did and the question", () => {
    const { prompt } = askPersonaPrompt(input, "Expert", 2);
    for (const text of [
      "New gardener",
      "Save money",
      "On her phone in the garden",
      "Borrow a trimmer",
      "Opened the wrong tab first.",
      "I had to guess.",
      "2 screen image(s)",
      "What did you expect?",
    ])
      expect(prompt).toContain(text);
  });

  it("includes the product's brief when the validation belongs to a product", () => {
    const product = { name: "Tool Library", idea: "Neighbours lend tools", audience: "Gardeners", notes: "", personas: [] };
    const { prompt, system } = askPersonaPrompt(input, "Expert", 0, product);
    expect(prompt).toContain("Neighbours lend tools");
    expect(system).toContain("what the product is for");
    expect(askPersonaPrompt(input, "Expert", 0).prompt).not.toContain("Neighbours lend tools");
  });
});
