import { z } from "zod";
import { requiredToolText } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** `launch-assistant` → `{landingPagePlan}` (markdown). */
const launchRequestSchema = z.object({ productIdea: requiredToolText("Please describe your product idea") });
export const launchResponseSchema = z.object({ landingPagePlan: z.string() });

/** Launch Assistant: landing page structure and copy, as Markdown. */
const contract = defineToolContract({
  name: "launch-assistant",
  request: launchRequestSchema,
  response: launchResponseSchema,
  previous: z.object({ landingPagePlan: previousText("plan") }),
  modelOutput: null,
  brief: (request) => request.productIdea,
  markdown: (_request, response) => [response.landingPagePlan],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "launch-assistant": typeof contract;
  }
}
