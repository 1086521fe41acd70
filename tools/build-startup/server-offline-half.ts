import { refineStrategy } from "../kit/server/refine/diagrams";
import { textRefineSpec } from "../kit/server/refine/spec";
import { startupFlowchart } from "../kit/server/offline/idea-flowchart";
import { startupStrategy } from "./server-offline";
import { defineToolOffline } from "../kit/server-kit";

/** How the offline model writes and refines build-startup (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"build-startup">({
  write: (input, _screens, { product }) => {
    const strategy = startupStrategy(input, product);
    return { text: strategy, object: { strategy, flowchart: startupFlowchart(input.startupIdea, product) } };
  },
  refine: textRefineSpec<"build-startup">("strategy", (object, instruction, input) => ({
    strategy: refineStrategy({ ...input.previous, strategy: object.strategy! }, instruction),
  })),
  idea: (input) => input.startupIdea,
});
