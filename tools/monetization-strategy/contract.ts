import { z } from "zod";
import { monetizationRequestSchema, monetizationResponseSchema } from "../../shared/contracts/founder-tools";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** Monetization Strategy Builder: revenue models for the idea, as Markdown. */
const contract = defineToolContract({
  name: "monetization-strategy",
  request: monetizationRequestSchema,
  response: monetizationResponseSchema,
  previous: z.object({ strategy: previousText("strategy") }),
  modelOutput: null,
  brief: (request) => request.productIdea,
  markdown: (_request, response) => [response.strategy],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "monetization-strategy": typeof contract;
  }
}
