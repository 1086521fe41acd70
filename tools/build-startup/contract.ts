import { z } from "zod";
import { buildStartupResponseSchema } from "../../shared/contracts/flow-results";
import { requiredToolText } from "../../shared/contracts/limits";
import { boundedFlowchart, previousText } from "../../shared/contracts/refine";
import { startupStrategySaved } from "../../shared/result-markdown";
import { defineToolContract } from "../kit/contract-kit";

/** `build-startup` body (docs/product.md#tool-functions). */
export const buildStartupRequestSchema = z.object({ startupIdea: requiredToolText("Please describe your startup idea") });
export type BuildStartupRequest = z.infer<typeof buildStartupRequestSchema>;

/** Startup Builder: an MVP plan with its key user flow as a diagram (docs/product.md#startup-builder). */
const contract = defineToolContract({
  name: "build-startup",
  request: buildStartupRequestSchema,
  response: buildStartupResponseSchema,
  previous: z.object({ strategy: previousText("strategy"), flowchart: boundedFlowchart.nullable().optional() }),
  modelOutput: null,
  brief: (request) => request.startupIdea,
  markdown: (_request, response) => [startupStrategySaved(response.strategy, response.flowchart)],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "build-startup": typeof contract;
  }
}
