import { extractHtmlDocument, unwrapMarkdownFence } from "../../../shared/answer-text";
import { normalizeFlowchart } from "../../../shared/flowchart-normalize";
import type { ToolName, ToolRequest, ToolResponse } from "../../../shared/contracts/tools";
import type { WorkshopPlan } from "../../../shared/contracts/workshop";
import { readStrategyDiagram } from "../../ai/flowchart-extract";
import { renderWorkshopAgenda } from "../../ai/workshop-agenda";

/**
 * Per-tool steps between what the model produced and the response the tool's screen reads
 * (docs/product.md#tool-functions). Text answers are cleaned on the server
 * (docs/product.md#real-model-answers): a Markdown answer loses a fence wrapped around it, a
 * landing page comes back as the bare document. Structured tools answer the model's object as
 * is unless listed.
 */
type TextFinisher<T extends ToolName> = (text: string, input: ToolRequest<T>) => ToolResponse<T>;

export const textFinishers: { [T in ToolName]?: TextFinisher<T> } = {
  // The diagram block is read through the repair path so the client never receives a broken diagram.
  "build-startup": (text) => {
    const { strategy, flowchart } = readStrategyDiagram(unwrapMarkdownFence(text));
    return { strategy, flowchart };
  },
  "generate-landing-page": (text, input) => ({ landingPage: input.format === "code" ? extractHtmlDocument(text) : unwrapMarkdownFence(text) }),
};

/** The default for a text tool: its field, the Markdown out of any fence around it. */
export function plainTextFinish(field: string, text: string): Record<string, unknown> {
  return { [field]: unwrapMarkdownFence(text) };
}

export const structuredFinishers: { [T in ToolName]?: (output: unknown, input: ToolRequest<T>) => ToolResponse<T> } = {
  // The agenda is rendered from the plan so its time blocks always add up to the requested duration.
  "generate-workshop": (output, input) => ({ agenda: renderWorkshopAgenda(output as WorkshopPlan, input) }),
};

/**
 * Reshaping inside the repair path, before the answer is fitted to the schema: each use case's
 * diagram normalized from the shapes real models write (docs/product.md#real-model-answers).
 */
export const structuredNormalizers: { [T in ToolName]?: (output: unknown) => unknown } = {
  "generate-visual-flow": (output) => {
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
  },
};
