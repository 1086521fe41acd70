import { textRefineSpec } from "../kit/server/refine/spec";
import { launchPlan } from "./server-offline";
import { launchPrompt } from "./server-prompt";
import { defineToolServer, textAnswer } from "../kit/server-kit";

export default defineToolServer<"launch-assistant">({
  purpose: "text",
  prompt: launchPrompt,
  offline: {
    write: (input, _screens, { product }) => textAnswer("landingPagePlan", launchPlan(input.productIdea, product)),
    refine: textRefineSpec("landingPagePlan"),
    idea: (input) => input.productIdea,
  },
});
