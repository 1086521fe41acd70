import { z } from "zod";
import { DEFAULT_LIMITS } from "./limits";

// A missing field gets the same message as an empty one.
const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(DEFAULT_LIMITS.maxToolTextChars);

/** `ux-feedback` → `{feedback}` (markdown). */
export const uxFeedbackRequestSchema = z.object({ designDescription: text("Please describe your UX/UI design") });
export const uxFeedbackResponseSchema = z.object({ feedback: z.string() });
export type UxFeedbackRequest = z.infer<typeof uxFeedbackRequestSchema>;

/** `case-study-generator` → `{caseStudy}` (markdown). */
export const caseStudyRequestSchema = z.object({ projectDescription: text("Please describe your UX project") });
export const caseStudyResponseSchema = z.object({ caseStudy: z.string() });
export type CaseStudyRequest = z.infer<typeof caseStudyRequestSchema>;
