import { textRefineSpec } from "../kit/server/refine/spec";
import { caseStudyClaimCheck } from "./server-claims";
import { caseStudy } from "./server-offline";
import { caseStudyPrompt } from "./server-prompt";
import { defineToolServer, textAnswer } from "../kit/server-kit";

// The case study also tells what the saved results it was asked to draw on hold, and claims no
// research that none of them (nor the user's description) records.
export default defineToolServer<"case-study-generator">({
  purpose: "text",
  prompt: caseStudyPrompt,
  checkText: caseStudyClaimCheck,
  offline: {
    write: (input, _screens, context) => textAnswer("caseStudy", caseStudy(input.projectDescription, context)),
    refine: textRefineSpec("caseStudy"),
    idea: (input) => input.projectDescription,
  },
});
