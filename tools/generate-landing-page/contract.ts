import { z } from "zod";
import { landingPageRequestSchema, landingPageResponseSchema } from "../../shared/contracts/founder-tools";
import { previousText } from "../../shared/contracts/refine";
import { landingPageSaved } from "../../shared/result-markdown";
import { defineToolContract } from "../contract-kit";

/** The landing page Startup Builder generates, as live HTML or a Markdown template. */
const contract = defineToolContract({
  name: "generate-landing-page",
  request: landingPageRequestSchema,
  response: landingPageResponseSchema,
  previous: z.object({ landingPage: previousText("landing page") }),
  modelOutput: null,
  brief: (request) => request.startupIdea,
  markdown: (request, response) => [landingPageSaved(request.format, response.landingPage)],
});
export default contract;

declare module "../contract-kit" {
  interface ToolContractTypes {
    "generate-landing-page": typeof contract;
  }
}
