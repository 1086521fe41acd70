import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { validateUxRequestSchema, validateUxResponseSchema, validationResultInputSchema } from "../../shared/contracts/validate-ux";
import { validationBrief, validationReport } from "../../shared/result-markdown";
import { defineToolContract } from "../contract-kit";

/** UX Prototype Validator: synthetic users attempt tasks on a prototype (docs/product.md#ux-prototype-validator). */
const contract = defineToolContract({
  name: "validate-ux",
  request: validateUxRequestSchema,
  response: validateUxResponseSchema,
  previous: z.object({
    results: boundedArray(validationResultInputSchema, { max: 100, tooMany: "A previous validation has at most 100 results" }),
  }),
  modelOutput: validateUxResponseSchema,
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
  ],
});
export default contract;

declare module "../contract-kit" {
  interface ToolContractTypes {
    "validate-ux": typeof contract;
  }
}
