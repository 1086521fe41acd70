import type { FlowchartData } from "./contracts/flowchart";

/**
 * The diagram block inside saved Markdown (startup strategies, visual flows): a fenced code
 * block labelled `flowchart-json` holding `{nodes, edges}`. Everything that writes, finds or
 * hides such blocks is here, so the server and the pages read the same format.
 */
export const FLOWCHART_FENCE = "flowchart-json";

const OPENING = "```" + FLOWCHART_FENCE;
/** Any closed fenced block, with its label and body; fences are paired in order, as Markdown does. */
const FENCED_BLOCK = /```([\w-]*)\s*\n([\s\S]*?)```/g;
/**
 * A diagram block (closed, or still open while text streams in) plus a heading right before
 * it that only introduced the diagram ("## Flow diagram"): what a page hides.
 */
const SHOWN_AS_DIAGRAM = new RegExp("(?:\\n#{1,6}[^\\n]*\\n\\s*)?" + OPENING + "[\\s\\S]*?(?:```|$)", "g");

/** A ```flowchart-json block for saving a diagram inside a Markdown result. */
export function flowchartBlock(data: FlowchartData | string): string {
  const json = typeof data === "string" ? data : JSON.stringify(data, null, 2);
  return OPENING + "\n" + json + "\n```";
}

/** True when the text holds a ```flowchart-json block (saved results render a diagram then). */
export function hasFlowchartBlock(text: string): boolean {
  return text.includes(OPENING);
}

export type FoundFlowchartBlock = { start: number; end: number; json: string };

/**
 * The closed diagram blocks of a text, in order, with their unparsed JSON. `orPlainJson` also
 * takes plain ```json blocks (a model may label the block that way).
 */
export function findFlowchartBlocks(text: string, { orPlainJson = false } = {}): FoundFlowchartBlock[] {
  const found: FoundFlowchartBlock[] = [];
  for (const match of text.matchAll(FENCED_BLOCK)) {
    const [whole, label, body] = match;
    if (label === FLOWCHART_FENCE || (orPlainJson && label === "json")) {
      found.push({ start: match.index, end: match.index + whole.length, json: body ?? "" });
    }
  }
  return found;
}

/** Splits a text at its diagram blocks, keeping their order, for documents with several flows. */
export function splitAtFlowchartBlocks(text: string): Array<{ kind: "text"; text: string } | { kind: "flow"; json: string }> {
  const parts: Array<{ kind: "text"; text: string } | { kind: "flow"; json: string }> = [];
  let last = 0;
  for (const block of findFlowchartBlocks(text)) {
    const before = text.slice(last, block.start).trim();
    if (before) parts.push({ kind: "text", text: before });
    parts.push({ kind: "flow", json: block.json });
    last = block.end;
  }
  const rest = text.slice(last).trim();
  if (rest) parts.push({ kind: "text", text: rest });
  return parts;
}

/** The text without its diagram block(s): the diagram is drawn, not shown as JSON. */
export function stripFlowchartBlocks(text: string): string {
  return text.replace(SHOWN_AS_DIAGRAM, "").trimEnd();
}
