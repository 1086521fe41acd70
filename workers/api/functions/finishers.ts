import type { ToolName, ToolRequest, ToolResponse } from "../../../shared/contracts/tools";
import type { WorkshopPlan } from "../../../shared/contracts/workshop";
import { extractFlowchart } from "../../ai/flowchart-extract";
import { renderWorkshopAgenda } from "../../ai/workshop-agenda";

/**
 * Per-tool steps between what the model produced and the response the tool's screen reads (docs/product.md#tool-functions).
 * Tools not listed here answer `{[field]: text}` (text tools) or the model's object as is
 * (structured tools).
 */
export const textFinishers: { [T in ToolName]?: (text: string, input: ToolRequest<T>) => ToolResponse<T> } = {
  // The diagram block is validated on the server so the client never receives a broken diagram.
  "build-startup": (text) => ({ strategy: text, flowchart: extractFlowchart(text) }),
};

export const structuredFinishers: { [T in ToolName]?: (output: unknown, input: ToolRequest<T>) => ToolResponse<T> } = {
  // The agenda is rendered from the plan so its time blocks always add up to the requested duration.
  "generate-workshop": (output, input) => ({ agenda: renderWorkshopAgenda(output as WorkshopPlan, input) }),
};
