import { z } from "zod";
import { buildStartupRequestSchema, buildStartupResponseSchema } from "../../shared/contracts/founder-tools";
import { boundedFlowchart, previousText } from "../../shared/contracts/refine";
import { startupStrategySaved } from "../../shared/result-markdown";
import { defineToolContract } from "../kit/contract-kit";

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
