import type { UseCase } from "../../shared/contracts/flow-results";
import { refineUseCases, withDescriptionLine } from "../kit/server/refine/diagrams";
import { refineSpec } from "../kit/server/refine/spec";
import { visualFlowUseCases } from "./server-offline";
import { defineToolOffline } from "../kit/server-kit";

type UseCases = { useCases: UseCase[] };

const useCasesText = (useCases: UseCase[]) => useCases.map((u) => `## ${u.title}\n${u.description}`).join("\n\n");

/** How the offline model writes and refines generate-visual-flow (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"generate-visual-flow">({
  write: (input, _screens, { product }) => {
    const useCases = visualFlowUseCases(input, product);
    return { text: useCasesText(useCases), object: { useCases } };
  },
  refine: refineSpec<"generate-visual-flow", UseCases>({
    start: (input) => ({ useCases: input.previous.useCases }),
    refine: (object, instruction) => ({ useCases: refineUseCases(object.useCases, instruction) }),
    line: (object, line) => ({ useCases: withDescriptionLine(object.useCases, line) }),
    render: (object) => useCasesText(object.useCases),
  }),
  idea: (input) => input.appIdea,
});
