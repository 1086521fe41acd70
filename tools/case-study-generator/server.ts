import { caseStudyClaimCheck } from "./server-claims";
import { caseStudyPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

// A case study claims no research that none of the items it was written from (nor the user's
// description) records.
export default defineToolServer<"case-study-generator">({
  purpose: "text",
  prompt: caseStudyPrompt,
  checkText: caseStudyClaimCheck,
});
