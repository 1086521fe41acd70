import { textRefineSpec } from "../kit/server/refine/spec";
import { monetizationStrategy } from "./server-offline";
import { defineToolOffline, textAnswer } from "../kit/server-kit";

/** How the offline model writes and refines monetization-strategy (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"monetization-strategy">({
  write: (input, _screens, { product }) => textAnswer("strategy", monetizationStrategy(input.productIdea, product)),
  refine: textRefineSpec("strategy"),
  idea: (input) => input.productIdea,
});
