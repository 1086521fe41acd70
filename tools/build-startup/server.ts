import { unwrapMarkdownFence } from "../../shared/answer-text";
import { readStrategyDiagram } from "../../workers/ai/flowchart-extract";
import { refineStrategy } from "../kit/server/refine/diagrams";
import { textRefineSpec } from "../kit/server/refine/spec";
import { startupFlowchart, startupStrategy } from "../../workers/ai/offline/writers/startup";
import { buildStartupPrompt } from "../../workers/ai/prompts/build-startup";
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
