import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import {
  validateUxModelOutputSchema,
  validateUxRequestSchema,
  validateUxResponseSchema,
  validationResultInputSchema,
} from "../../shared/contracts/validate-ux";
import { personaAnswersMarkdown } from "../../shared/persona-answers";
import { validationBrief, validationReport } from "../../shared/result-markdown";
import { defineToolContract } from "../kit/contract-kit";

/** UX Prototype Validator: synthetic users attempt tasks on a prototype (docs/product.md#ux-prototype-validator). */
const contract = defineToolContract({
  name: "validate-ux",
  request: validateUxRequestSchema,
  response: validateUxResponseSchema,
  previous: z.object({
    results: boundedArray(validationResultInputSchema, { max: 100, tooMany: "A previous validation has at most 100 results" }),
  }),
  // The answers of Ask {persona} are asked of the user later, never of the validation model.
  modelOutput: validateUxModelOutputSchema,
  brief: (request) =>
    validationBrief({
      prototypeUrl: request.prototypeUrl,
      screenKeys: request.prototypeImages,
      personas: request.personas,
      tasks: request.tasks,
    }),
  markdown: (request, response) => [
    validationReport({
      prototypeUrl: request.prototypeUrl,
      screenKeys: request.prototypeImages,
      personas: request.personas,
      tasks: request.tasks,
      results: response.results,
    }),
    // Questions asked of the synthetic users are a part of their own, which the server rewrites alone when one more is asked.
    ...personaAnswersMarkdown(response.results, response.answers ?? []),
  ],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "validate-ux": typeof contract;
  }
}
