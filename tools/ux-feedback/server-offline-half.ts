import { textRefineSpec } from "../kit/server/refine/spec";
import { uxFeedback } from "./server-offline";
import { defineToolOffline, textAnswer } from "../kit/server-kit";

/** How the offline model writes and refines ux-feedback (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"ux-feedback">({
  write: (input, _screens, { product }) => textAnswer("feedback", uxFeedback(input.designDescription, product)),
  refine: textRefineSpec("feedback"),
  idea: (input) => input.designDescription,
});
