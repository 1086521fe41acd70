import type { FlowchartData, FlowNodeType } from "./contracts/flowchart";

/**
 * A flow diagram as Mermaid `flowchart TD` text: what the diagram's "Mermaid flowchart" export
 * and a product's Markdown export write. Here, beside the other shared formats, so the export
 * (shared/product-markdown.ts) can use it without the diagram editor's layout code.
 */

/** Mermaid's quoted-label escaping: quotes become entity codes, line breaks spaces. */
function mermaidText(text: string): string {
  return text.replace(/\s+/g, " ").replace(/"/g, "#quot;").trim() || " ";
}

const MERMAID_SHAPES: Record<FlowNodeType, [string, string]> = {
  start: ["((", "))"],
  end: ["(((", ")))"],
  screen: ["[", "]"],
  action: ["(", ")"],
  userAction: ["[/", "/]"],
  systemAction: ["[[", "]]"],
  decision: ["{", "}"],
  endpoint: ["([", "])"],
};

/**
 * Node ids are renamed n1, n2… so any id the model chose is safe; endpoints get success/failure
 * classes so the colours survive the export. Positions are ignored (Mermaid lays the graph out).
 */
export function toMermaid(graph: Pick<FlowchartData, "nodes" | "edges">): string {
  const ids = new Map(graph.nodes.map((node, i) => [node.id, `n${i + 1}`]));
  const lines = ["flowchart TD"];
  for (const node of graph.nodes) {
    const [open, close] = MERMAID_SHAPES[node.type];
    lines.push(`  ${ids.get(node.id)}${open}"${mermaidText(node.data.label)}"${close}`);
  }
  for (const edge of graph.edges) {
    const from = ids.get(edge.source);
    const to = ids.get(edge.target);
    if (!from || !to) continue;
    lines.push(edge.label ? `  ${from} -->|"${mermaidText(edge.label)}"| ${to}` : `  ${from} --> ${to}`);
  }
  const success = graph.nodes.filter((n) => n.type === "endpoint" && n.data.status === "success").map((n) => ids.get(n.id));
  const failure = graph.nodes.filter((n) => n.type === "endpoint" && n.data.status !== "success").map((n) => ids.get(n.id));
  if (success.length > 0 || failure.length > 0) {
    lines.push("  classDef success fill:#dcfce7,stroke:#15803d,color:#14532d");
    lines.push("  classDef failure fill:#fee2e2,stroke:#b91c1c,color:#7f1d1d");
  }
  if (success.length > 0) lines.push(`  class ${success.join(",")} success`);
  if (failure.length > 0) lines.push(`  class ${failure.join(",")} failure`);
  return lines.join("\n");
}
