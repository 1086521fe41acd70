import { z } from "zod";
import { launchRequestSchema, launchResponseSchema } from "../../shared/contracts/founder-tools";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

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
