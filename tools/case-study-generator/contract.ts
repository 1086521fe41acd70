import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { requiredToolText } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** Saved results a case study may be written from (docs/product.md#products-in-the-models-context). */
const MAX_CASE_STUDY_SOURCES = 5;

/**
 * `case-study-generator` → `{caseStudy}` (markdown). `sourceConversationIds`: saved results the
 * user owns (else 404) — the validated flow, the validation report… — that the server reads, with
 * every version, so the case study tells what was actually done and found.
 */
export const caseStudyRequestSchema = z.object({
  projectDescription: requiredToolText("Please describe your UX project"),
  sourceConversationIds: boundedArray(
    z
      .string({ error: "A source must be a saved result's id" })
      .min(1, "A source id cannot be empty")
      .max(64, "A source id is at most 64 characters"),
    { max: MAX_CASE_STUDY_SOURCES, tooMany: `A case study can draw on at most ${MAX_CASE_STUDY_SOURCES} saved results` },
  ).optional(),
});
const caseStudyResponseSchema = z.object({ caseStudy: z.string() });

/** Case Study Generator: project notes (and saved results) as a portfolio case study. */
const contract = defineToolContract({
  name: "case-study-generator",
  request: caseStudyRequestSchema,
  response: caseStudyResponseSchema,
  previous: z.object({ caseStudy: previousText("case study") }),
  modelOutput: null,
  brief: (request) => request.projectDescription,
  markdown: (_request, response) => [response.caseStudy],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "case-study-generator": typeof contract;
  }
}
