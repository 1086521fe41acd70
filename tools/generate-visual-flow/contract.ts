import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { useCaseSchema, visualFlowResponseSchema } from "../../shared/contracts/flow-results";
import { requiredToolText } from "../../shared/contracts/limits";
import { boundedFlowchart } from "../../shared/contracts/refine";
import { useCaseSaved } from "../../shared/result-markdown";
import { defineToolContract } from "../kit/contract-kit";

/** `generate-visual-flow` body (docs/product.md#tool-functions). */
export const visualFlowRequestSchema = z.object({ appIdea: requiredToolText("Please describe your app idea first") });
export type VisualFlowRequest = z.infer<typeof visualFlowRequestSchema>;

/** Visual Flow: the app's main use cases, each drawn as a flow (docs/product.md#visual-flow). */
const contract = defineToolContract({
  name: "generate-visual-flow",
  request: visualFlowRequestSchema,
  response: visualFlowResponseSchema,
  previous: z.object({
    useCases: boundedArray(useCaseSchema.extend({ flowchartData: boundedFlowchart }), {
      max: 6,
      tooMany: "A previous result has at most 6 use cases",
    }),
  }),
  modelOutput: visualFlowResponseSchema,
  brief: (request) => request.appIdea,
  markdown: (_request, response) => response.useCases.map(useCaseSaved),
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "generate-visual-flow": typeof contract;
  }
}
