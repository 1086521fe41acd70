import { textRefineSpec } from "../kit/server/refine/spec";
import { uxFeedback } from "../../workers/ai/offline/writers/text-tools";
import { uxFeedbackPrompt } from "../../workers/ai/prompts/text-tools";
import { defineToolServer, textAnswer } from "../kit/server-kit";

export default defineToolServer<"ux-feedback">({
  purpose: "text",
  prompt: uxFeedbackPrompt,
  offline: {
    write: (input, _screens, { product }) => textAnswer("feedback", uxFeedback(input.designDescription, product)),
    refine: textRefineSpec("feedback"),
    idea: (input) => input.designDescription,
  },
});
