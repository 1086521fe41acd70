import { flowchartDataSchema, type FlowchartData } from "./contracts/flowchart";
import { normalizeFlowchart } from "./flowchart-normalize";

/**
 * A diagram as stored or sent back (a saved ```flowchart-json block, a refine's previous result):
 * taken as it is when it already fits the schema, else normalized from the shapes real models
 * write (docs/product.md#real-model-answers). Null when it is not a diagram at all.
 */
export function readFlowchart(value: unknown): FlowchartData | null {
  const exact = flowchartDataSchema.safeParse(value);
  return exact.success ? exact.data : normalizeFlowchart(value);
}

/** The same for a block's JSON text; text that is not JSON is no diagram. */
export function readFlowchartJson(json: string): FlowchartData | null {
  try {
    return readFlowchart(JSON.parse(json));
  } catch {
    return null;
  }
}
