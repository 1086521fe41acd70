import { textRefineSpec } from "../kit/server/refine/spec";
import { uxFeedback } from "./server-offline";
import { uxFeedbackPrompt } from "./server-prompt";
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
