import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { cleanDisplayText } from "./display-text";
import { DEFAULT_LIMITS, SHORT_TEXT_CHARS } from "./limits";

/** Images beyond this many are not sent to the model (docs/product.md#ux-prototype-validator); the API reads no more. */
export const MAX_PROTOTYPE_IMAGES = 3;
/** Sentiments the model chooses from; the UI colours them (anything else is grey). */
export const SENTIMENTS = ["frustrated", "confused", "neutral", "confident", "satisfied"] as const;

export const personaSchema = z.object({
  id: z.string().trim().min(1).max(100),
  // The one clean-up of every typed name (docs/product.md#clean-titles), then the spec's message.
  name: z
    .string()
    .max(SHORT_TEXT_CHARS * 2)
    .transform(cleanDisplayText)
    .pipe(z.string().min(1, "Please fill in persona name and description").max(SHORT_TEXT_CHARS)),
  description: z.string().trim().min(1, "Please fill in persona name and description").max(DEFAULT_LIMITS.maxToolTextChars),
  motivation: z.string().trim().max(DEFAULT_LIMITS.maxToolTextChars).default(""),
  context: z.string().trim().max(DEFAULT_LIMITS.maxToolTextChars).optional(),
});
export type Persona = z.infer<typeof personaSchema>;

export const validationResultSchema = z.object({
  persona: z.string().min(1).max(SHORT_TEXT_CHARS),
  task: z
    .string()
    .min(1)
    .max(SHORT_TEXT_CHARS * 5),
  sentiment: z.enum(SENTIMENTS),
  // Estimated share of attempts that succeed, 0–100 (shown as a percent; simulated, not measured).
  successRate: z.number().min(0).max(100),
  behavior: z.string().min(1).max(1_200),
  feedback: z.string().min(1).max(800),
  // Each starts with the usability heuristic it relates to, e.g. "Visibility of system status: ...".
  recommendations: z.array(z.string().min(1).max(400)).min(1).max(5),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/**
 * A result as a request may carry it back (a refine's `previous`, the result a persona is asked
 * about): the same fields, with the recommendations' count checked before any of them.
 */
export const validationResultInputSchema = validationResultSchema.extend({
  recommendations: boundedArray(z.string().min(1).max(400), { min: 1, max: 5, tooMany: "A result has at most 5 recommendations" }),
});

/** A question to one synthetic user (docs/product.md#ask-a-persona). */
export const ASK_PERSONA_QUESTION_MAX_CHARS = 1_000;
/** Questions kept per result card, and the most one report keeps in all, so a report stays bounded. */
export const PERSONA_ANSWERS_PER_RESULT = 5;
export const MAX_PERSONA_ANSWERS = 30;
/** A kept answer is at most this long (longer ones are cut, and say so). */
export const PERSONA_ANSWER_MAX_CHARS = 6_000;

/** One follow-up question to the synthetic user of `results[result]`, and their simulated answer. */
export const personaAnswerSchema = z.object({
  result: z.number().int().min(0).max(99),
  question: z.string().trim().min(1).max(ASK_PERSONA_QUESTION_MAX_CHARS),
  answer: z.string().min(1).max(PERSONA_ANSWER_MAX_CHARS),
});
export type PersonaAnswer = z.infer<typeof personaAnswerSchema>;

/** What the vision model returns (`results`, docs/product.md#tool-functions). */
export const validateUxModelOutputSchema = z.object({
  results: z.array(validationResultSchema).min(1).max(100),
});

/**
 * The response body, and the result as it is kept: the model's results, plus the questions asked
 * of its synthetic users and their answers once someone asks (docs/product.md#ask-a-persona).
 */
export const validateUxResponseSchema = validateUxModelOutputSchema
  .extend({
    answers: boundedArray(personaAnswerSchema, {
      max: MAX_PERSONA_ANSWERS,
      tooMany: `A report keeps at most ${MAX_PERSONA_ANSWERS} answers`,
    }).optional(),
  })
  .refine((body) => (body.answers ?? []).every((a) => a.result < body.results.length), {
    message: "An answer belongs to one of the report's results",
    path: ["answers"],
  })
  .refine((body) => !tooManyPerResult(body.answers ?? []), {
    message: `Ask each synthetic user at most ${PERSONA_ANSWERS_PER_RESULT} questions per result`,
    path: ["answers"],
  });
export type ValidateUxResponse = z.infer<typeof validateUxResponseSchema>;

function tooManyPerResult(answers: readonly PersonaAnswer[]): boolean {
  const counts = new Map<number, number>();
  for (const { result } of answers) counts.set(result, (counts.get(result) ?? 0) + 1);
  return [...counts.values()].some((count) => count > PERSONA_ANSWERS_PER_RESULT);
}
