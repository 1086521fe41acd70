import { z } from "zod";
import { previousText } from "../../shared/contracts/refine";
import { workshopPlanSchema, workshopRequestSchema, workshopResponseSchema } from "../../shared/contracts/workshop";
import { workshopBrief } from "../../shared/result-markdown";
import { defineToolContract } from "../kit/contract-kit";

/** UX Workshop Generator: the model plans the workshop, the server renders a timed agenda from the plan. */
const contract = defineToolContract({
  name: "generate-workshop",
  request: workshopRequestSchema,
  response: workshopResponseSchema,
  previous: z.object({ agenda: previousText("agenda") }),
  modelOutput: workshopPlanSchema,
  brief: workshopBrief,
  markdown: (_request, response) => [response.agenda],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "generate-workshop": typeof contract;
  }
}
