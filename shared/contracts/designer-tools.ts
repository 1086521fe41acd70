import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { DEFAULT_LIMITS } from "./limits";

// A missing field gets the same message as an empty one.
const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(DEFAULT_LIMITS.maxToolTextChars);

/** `ux-feedback` → `{feedback}` (markdown). */
export const uxFeedbackRequestSchema = z.object({ designDescription: text("Please describe your UX/UI design") });
export const uxFeedbackResponseSchema = z.object({ feedback: z.string() });
export type UxFeedbackRequest = z.infer<typeof uxFeedbackRequestSchema>;

/** Saved results a case study may be written from (docs/product.md#products-in-the-models-context). */
export const MAX_CASE_STUDY_SOURCES = 5;

/**
 * `case-study-generator` → `{caseStudy}` (markdown). `sourceConversationIds`: saved results the
 * user owns (else 404) — the validated flow, the validation report… — that the server reads, with
 * every version, so the case study tells what was actually done and found.
 */
export const caseStudyRequestSchema = z.object({
  projectDescription: text("Please describe your UX project"),
  sourceConversationIds: boundedArray(
    z
      .string({ error: "A source must be a saved result's id" })
      .min(1, "A source id cannot be empty")
      .max(64, "A source id is at most 64 characters"),
    { max: MAX_CASE_STUDY_SOURCES, tooMany: `A case study can draw on at most ${MAX_CASE_STUDY_SOURCES} saved results` },
  ).optional(),
});
export const caseStudyResponseSchema = z.object({ caseStudy: z.string() });
export type CaseStudyRequest = z.infer<typeof caseStudyRequestSchema>;
