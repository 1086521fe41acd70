import { textRefineSpec } from "../kit/server/refine/spec";
import { launchPlan } from "./server-offline";
import { defineToolOffline, textAnswer } from "../kit/server-kit";

/** How the offline model writes and refines launch-assistant (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"launch-assistant">({
  write: (input, _screens, { product }) => textAnswer("landingPagePlan", launchPlan(input.productIdea, product)),
  refine: textRefineSpec("landingPagePlan"),
  idea: (input) => input.productIdea,
});
