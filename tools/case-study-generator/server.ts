import { caseStudyPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"case-study-generator">({
  purpose: "text",
  prompt: caseStudyPrompt,
});
