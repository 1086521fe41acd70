import { z } from "zod";
import { requiredToolText } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** `ux-feedback` → `{feedback}` (markdown). */
export const uxFeedbackRequestSchema = z.object({ designDescription: requiredToolText("Please describe your UX/UI design") });
const uxFeedbackResponseSchema = z.object({ feedback: z.string() });

/** UX Feedback Mentor: a review of a described screen or flow, as Markdown. */
const contract = defineToolContract({
  name: "ux-feedback",
  request: uxFeedbackRequestSchema,
  response: uxFeedbackResponseSchema,
  previous: z.object({ feedback: previousText("feedback") }),
  modelOutput: null,
  brief: (request) => request.designDescription,
  markdown: (_request, response) => [response.feedback],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "ux-feedback": typeof contract;
  }
}
