import { uxFeedbackPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"ux-feedback">({
  purpose: "text",
  prompt: uxFeedbackPrompt,
});
