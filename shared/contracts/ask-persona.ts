import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { ASK_PERSONA_QUESTION_MAX_CHARS, MAX_PERSONA_ANSWERS, personaSchema, validationResultInputSchema } from "./validate-ux";

/**
 * `POST /api/functions/ask-persona` (docs/product.md#ask-a-persona): a follow-up question to one
 * synthetic user of a validation run, answered in that persona's voice from their task, their
 * simulated behaviour (their result card) and the screens. Streams like the text tools
 * (`Accept: text/event-stream`: `delta` events, then `done` with `{answer}`).
 */
export { ASK_PERSONA_QUESTION_MAX_CHARS };
/** Screens past this many are not shown to the model, as in the validation itself. */
const MAX_SCREEN_KEYS = 20;

export const askPersonaRequestSchema = z.object({
  persona: personaSchema.pick({ name: true, description: true, motivation: true, context: true }),
  task: z
    .string({ error: "Say which task the question is about" })
    .trim()
    .min(1, "Say which task the question is about")
    .max(1_000, "A task can be at most 1,000 characters"),
  /** That persona's result for the task, as the validation returned it. */
  result: validationResultInputSchema,
  question: z
    .string({ error: "Type a question first" })
    .trim()
    .min(1, "Type a question first")
    .max(ASK_PERSONA_QUESTION_MAX_CHARS, `A question can be at most ${ASK_PERSONA_QUESTION_MAX_CHARS.toLocaleString("en-US")} characters`),
  /** Keys of the caller's own uploads (the validated screens; anyone else's is a 404); the first three are shown to the model. */
  screens: boundedArray(z.string().min(1).max(64, "A screen is named by its upload key"), {
    max: MAX_SCREEN_KEYS,
    tooMany: `Send at most ${MAX_SCREEN_KEYS} screens`,
  }).default([]),
  /** The product the validation belongs to: its brief grounds the answer (the user's own, else a 404). */
  productId: z.string().min(1).max(64).optional(),
  /**
   * When the report is saved: which of its versions and result cards the question is about. The
   * server keeps the answer in that version once it is complete, even if the browser has gone.
   */
  keep: z
    .object({
      conversationId: z.string().min(1).max(64),
      version: z.number().int().min(1).max(1_000),
      result: z
        .number()
        .int()
        .min(0)
        .max(MAX_PERSONA_ANSWERS * 4),
    })
    .optional(),
});
export type AskPersonaRequest = z.infer<typeof askPersonaRequestSchema>;

export const askPersonaResponseSchema = z.object({
  answer: z.string(),
  /** The model stopped at its length limit (docs/product.md#cut-off-answers). */
  cutOff: z.boolean().optional(),
  /** With `keep`: kept (`true`), or why it could not be (the report deleted meanwhile, the account full). */
  kept: z.union([z.literal(true), z.object({ error: z.string() })]).optional(),
});
export type AskPersonaResponse = z.infer<typeof askPersonaResponseSchema>;

/** How every answer starts: it is a simulation, like the results it follows up on. */
export const simulatedAnswerLabel = (name: string) => `*Simulated answer from ${name.replace(/[*_\\`[\]<>]/g, "")}.*`;
