import { unwrapMarkdownFence } from "../../shared/answer-text";
import { readStrategyDiagram } from "./server-diagram";
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
});
