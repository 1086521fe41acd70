import { textRefineSpec } from "../kit/server/refine/spec";
import { caseStudy } from "../../workers/ai/offline/writers/text-tools";
import { caseStudyPrompt } from "../../workers/ai/prompts/text-tools";
import { defineToolServer, textAnswer } from "../kit/server-kit";

// The case study also tells what the saved results it was asked to draw on hold.
export default defineToolServer<"case-study-generator">({
  purpose: "text",
  prompt: caseStudyPrompt,
  offline: {
    write: (input, _screens, { product, sources }) => textAnswer("caseStudy", caseStudy(input.projectDescription, product, sources)),
    refine: textRefineSpec("caseStudy"),
    idea: (input) => input.projectDescription,
  },
});
