import { textRefineSpec } from "../kit/server/refine/spec";
import { caseStudy } from "./server-offline";
import { defineToolOffline, textAnswer } from "../kit/server-kit";

/** How the offline model writes and refines case-study-generator (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"case-study-generator">({
  // The case study also tells what the saved results it was asked to draw on hold.
  write: (input, _screens, context) => textAnswer("caseStudy", caseStudy(input.projectDescription, context)),
  refine: textRefineSpec("caseStudy"),
  idea: (input) => input.projectDescription,
});
