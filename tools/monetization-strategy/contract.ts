import { z } from "zod";
import { requiredToolText } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** `monetization-strategy` → `{strategy}` (markdown). */
const monetizationRequestSchema = z.object({ productIdea: requiredToolText("Please describe your product idea") });
export const monetizationResponseSchema = z.object({ strategy: z.string() });

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
