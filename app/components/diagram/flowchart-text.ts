import { FLOWCHART_FENCE, type FlowchartData } from "@shared/contracts/flowchart";

// The fence (closed, or still open while text streams in) plus a heading right before it
// that only introduced the diagram ("## Flow diagram").
const FENCE_PATTERN = new RegExp("(?:\\n#{1,6}[^\\n]*\\n\\s*)?```" + FLOWCHART_FENCE + "[\\s\\S]*?(?:```|$)", "g");

/** True when the text holds a ```flowchart-json block (saved results render a diagram then). */
export function hasFlowchartBlock(text: string): boolean {
  return text.includes("```" + FLOWCHART_FENCE);
}

/** The text without its diagram block(s): the diagram is drawn, not shown as JSON. */
export function stripFlowchartBlocks(text: string): string {
  return text.replace(FENCE_PATTERN, "").trimEnd();
}

/** A ```flowchart-json block for saving a diagram inside a Markdown result. */
export function flowchartBlock(data: FlowchartData | string): string {
  const json = typeof data === "string" ? data : JSON.stringify(data, null, 2);
  return "```" + FLOWCHART_FENCE + "\n" + json + "\n```";
}

/** Splits a text at its diagram blocks, keeping their order, for documents with several flows. */
export function splitAtFlowchartBlocks(text: string): Array<{ kind: "text"; text: string } | { kind: "flow"; json: string }> {
  const parts: Array<{ kind: "text"; text: string } | { kind: "flow"; json: string }> = [];
  const pattern = new RegExp("```" + FLOWCHART_FENCE + "\\s*\\n([\\s\\S]*?)```", "g");
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(last, match.index).trim();
    if (before) parts.push({ kind: "text", text: before });
    parts.push({ kind: "flow", json: match[1] ?? "" });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = text.slice(last).trim();
  if (rest) parts.push({ kind: "text", text: rest });
  return parts;
}
