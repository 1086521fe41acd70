import type { UseCase } from "../../shared/contracts/flow-results";
import { normalizeFlowchart } from "../../shared/flowchart-normalize";
import { refineUseCases, withDescriptionLine } from "../kit/server/refine/diagrams";
import { refineSpec } from "../kit/server/refine/spec";
import { visualFlowUseCases } from "./server-offline";
import { visualFlowPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

type UseCases = { useCases: UseCase[] };

const useCasesText = (useCases: UseCase[]) => useCases.map((u) => `## ${u.title}\n${u.description}`).join("\n\n");

export default defineToolServer<"generate-visual-flow">({
  purpose: "structured",
  prompt: visualFlowPrompt,
  normalize: normalizeUseCases,
  offline: {
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
  },
});

/** Each use case's diagram normalized from the shapes real models write (docs/product.md#real-model-answers). */
function normalizeUseCases(output: unknown): unknown {
  // `{useCases}`, `{use_cases}`, or the bare list of use cases.
  const record = output && typeof output === "object" && !Array.isArray(output) ? (output as Record<string, unknown>) : null;
  const key = record ? Object.keys(record).find((k) => /^use[\s_-]?cases$/i.test(k)) : undefined;
  const useCases = Array.isArray(output) ? output : key ? record![key] : undefined;
  if (!Array.isArray(useCases)) return output;
  return {
    useCases: useCases.map((useCase: unknown) => {
      if (!useCase || typeof useCase !== "object") return useCase;
      const { flowchartData, ...rest } = useCase as Record<string, unknown>;
      // Some models put the graph on the use case itself, or under another name.
      const source = flowchartData ?? (rest as Record<string, unknown>).flowchart ?? (rest as Record<string, unknown>).diagram ?? useCase;
      return { ...rest, flowchartData: normalizeFlowchart(source) ?? flowchartData };
    }),
  };
}
