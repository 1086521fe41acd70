import { flowchartDataSchema, type FlowchartData } from "../../shared/contracts/flowchart";
import { findFlowchartBlocks } from "../../shared/flowchart-block";

/**
 * Finds the diagram block in a strategy text (```flowchart-json … ``` or a plain ```json block
 * holding nodes and edges) and validates it, so the client never receives a broken diagram.
 * Returns null when there is none or it is invalid.
 */
export function extractFlowchart(text: string): FlowchartData | null {
  for (const { json } of findFlowchartBlocks(text, { orPlainJson: true })) {
    try {
      const parsed = flowchartDataSchema.safeParse(JSON.parse(json));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: keep looking at the next block.
    }
  }
  return null;
}
