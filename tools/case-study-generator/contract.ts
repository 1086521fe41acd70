import { z } from "zod";
import { caseStudyRequestSchema, caseStudyResponseSchema } from "../../shared/contracts/designer-tools";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** Case Study Generator: project notes (and saved results) as a portfolio case study. */
const contract = defineToolContract({
  name: "case-study-generator",
  request: caseStudyRequestSchema,
  response: caseStudyResponseSchema,
  previous: z.object({ caseStudy: previousText("case study") }),
  modelOutput: null,
  brief: (request) => request.projectDescription,
  markdown: (_request, response) => [response.caseStudy],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "case-study-generator": typeof contract;
  }
}
