import { textRefineSpec } from "../kit/server/refine/spec";
import { monetizationStrategy } from "./server-offline";
import { monetizationPrompt } from "./server-prompt";
import { defineToolServer, textAnswer } from "../kit/server-kit";

export default defineToolServer<"monetization-strategy">({
  purpose: "text",
  prompt: monetizationPrompt,
  offline: {
    write: (input, _screens, { product }) => textAnswer("strategy", monetizationStrategy(input.productIdea, product)),
    refine: textRefineSpec("strategy"),
    idea: (input) => input.productIdea,
  },
});
