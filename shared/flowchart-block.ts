import type { FlowchartData } from "./contracts/flowchart";

/**
 * The diagram block inside saved Markdown (startup strategies, visual flows): a fenced code
 * block labelled `flowchart-json` holding `{nodes, edges}`. Everything that writes, finds or
 * hides such blocks is here, so the server and the pages read the same format.
 */
export const FLOWCHART_FENCE = "flowchart-json";

const OPENING = "```" + FLOWCHART_FENCE;
/**
 * A closed diagram block (or, with `orPlainJson`, a plain ```json block), found from its own
 * labelled opening fence: a stray or differently labelled fence earlier in model text cannot
 * shift the pairing and swallow the diagram (the same anchor as SHOWN_AS_DIAGRAM below).
 */
const blockPattern = (labels: string) => new RegExp("```(" + labels + ")[ \\t]*\\r?\\n([\\s\\S]*?)```", "g");
const DIAGRAM_BLOCK = blockPattern(FLOWCHART_FENCE);
const DIAGRAM_OR_JSON_BLOCK = blockPattern(`${FLOWCHART_FENCE}|json`);
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
  for (const match of text.matchAll(orPlainJson ? DIAGRAM_OR_JSON_BLOCK : DIAGRAM_BLOCK)) {
    const [whole, , body] = match;
    found.push({ start: match.index, end: match.index + whole.length, json: body ?? "" });
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

/**
 * The text with some of its diagram blocks rewritten: `replacements` maps a block's position
 * among the text's closed diagram blocks (0, 1, …) to its new diagram (a hand edit kept as a
 * version). Everything else stays as it was.
 */
export function replaceFlowchartBlocks(text: string, replacements: ReadonlyMap<number, FlowchartData>): string {
  let out = "";
  let last = 0;
  findFlowchartBlocks(text).forEach((block, index) => {
    const replacement = replacements.get(index);
    if (!replacement) return;
    out += text.slice(last, block.start) + flowchartBlock(replacement);
    last = block.end;
  });
  return out + text.slice(last);
}
