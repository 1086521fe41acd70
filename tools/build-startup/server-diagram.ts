import { flowchartDataSchema, type FlowchartData } from "../../shared/contracts/flowchart";
import { findFlowchartBlocks, flowchartBlock } from "../../shared/flowchart-block";
import { normalizeFlowchart } from "../../shared/flowchart-normalize";
import { parseLooseJson } from "../kit/server/repair/repair-answer";

export type StrategyDiagram = {
  /** The strategy text, its diagram block rewritten in our shape when it had to be repaired. */
  strategy: string;
  flowchart: FlowchartData | null;
  /** True when the block had to be repaired or normalized to be read. */
  repaired: boolean;
};

/**
 * Finds the diagram block in a strategy text (```flowchart-json … ``` or a plain ```json block
 * holding nodes and edges) and reads it through the repair path (docs/product.md#real-model-answers):
 * syntax repaired (trailing commas, comments, quotes), the diagram normalized from the shapes real
 * models write (labels on the node, `process`/`end` types, numeric ids, `from`/`to` edges). A block
 * that needed that is rewritten as a clean ```flowchart-json block, so the saved text draws the
 * same diagram. The first usable block wins; none → `flowchart: null` and the text unchanged.
 */
export function readStrategyDiagram(text: string): StrategyDiagram {
  for (const block of findFlowchartBlocks(text, { orPlainJson: true })) {
    const exact = readExact(block.json);
    if (exact) return { strategy: text, flowchart: exact, repaired: false };
    const parsed = parseLooseJson(block.json);
    const flowchart = parsed ? normalizeFlowchart(parsed.value) : null;
    if (flowchart) {
      const strategy = text.slice(0, block.start) + flowchartBlock(flowchart) + text.slice(block.end);
      return { strategy, flowchart, repaired: true };
    }
  }
  return { strategy: text, flowchart: null, repaired: false };
}

/** The diagram alone. */
export function extractFlowchart(text: string): FlowchartData | null {
  return readStrategyDiagram(text).flowchart;
}

function readExact(json: string): FlowchartData | null {
  try {
    const parsed = flowchartDataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
