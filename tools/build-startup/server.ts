import { unwrapMarkdownFence } from "../../shared/answer-text";
import { readStrategyDiagram } from "./server-diagram";
import { refineStrategy } from "../kit/server/refine/diagrams";
import { textRefineSpec } from "../kit/server/refine/spec";
import { startupFlowchart } from "../kit/server/offline/idea-flowchart";
import { startupStrategy } from "./server-offline";
import { buildStartupPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"build-startup">({
  purpose: "text",
  prompt: buildStartupPrompt,
  // The diagram block is read through the repair path so the client never receives a broken diagram.
  finishText: (text) => {
    const { strategy, flowchart } = readStrategyDiagram(unwrapMarkdownFence(text));
    return { strategy, flowchart };
  },
  offline: {
    write: (input, _screens, { product }) => {
      const strategy = startupStrategy(input, product);
      return { text: strategy, object: { strategy, flowchart: startupFlowchart(input.startupIdea, product) } };
    },
    refine: textRefineSpec<"build-startup">("strategy", (object, instruction, input) => ({
      strategy: refineStrategy({ ...input.previous, strategy: object.strategy! }, instruction),
    })),
    idea: (input) => input.startupIdea,
  },
});
