import { textRefineSpec } from "../kit/server/refine/spec";
import { caseStudy } from "./server-offline";
import { caseStudyPrompt } from "./server-prompt";
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
