import { normalizeFlowchart } from "../../shared/flowchart-normalize";
import { visualFlowPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"generate-visual-flow">({
  purpose: "structured",
  prompt: visualFlowPrompt,
  normalize: normalizeUseCases,
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
