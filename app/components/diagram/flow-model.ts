import { Graph, layout } from "@dagrejs/dagre";
import { flowchartDataSchema, type FlowchartData, type FlowNodeType } from "@shared/contracts/flowchart";
import { nodeLook } from "./node-styles";

/**
 * The editor's own graph shape: FlowchartData with every position filled in. Kept free of
 * React Flow types so layout and conversions are plain functions with unit tests.
 */
export type PlacedNode = {
  id: string;
  type: FlowNodeType;
  position: { x: number; y: number };
  data: { label: string; status?: "success" | "failure" };
};
export type PlacedEdge = { id: string; source: string; target: string; label?: string };
export type PlacedGraph = { nodes: PlacedNode[]; edges: PlacedEdge[] };

/** Lays a graph out top to bottom with dagre; positions are each node's top-left corner. */
export function layoutTopToBottom(graph: FlowchartData | PlacedGraph): PlacedGraph {
  const g = new Graph();
  g.setGraph({ rankdir: "TB", nodesep: 40, ranksep: 44, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) {
    const look = nodeLook(node.type, node.data.status);
    g.setNode(node.id, { width: look.width, height: look.height });
  }
  for (const edge of graph.edges) {
    if (g.hasNode(edge.source) && g.hasNode(edge.target)) g.setEdge(edge.source, edge.target);
  }
  layout(g);
  return {
    nodes: graph.nodes.map((node) => {
      const box = g.node(node.id);
      const look = nodeLook(node.type, node.data.status);
      return { ...node, position: { x: Math.round(box.x - look.width / 2), y: Math.round(box.y - look.height / 2) } };
    }),
    edges: graph.edges.map((edge) => ({ ...edge })),
  };
}

/** Uses the model's positions when every node has one; otherwise lays the whole graph out. */
export function placeGraph(graph: FlowchartData): PlacedGraph {
  if (graph.nodes.every((node) => node.position)) return graph as PlacedGraph;
  return layoutTopToBottom(graph);
}

/** The graph in the flowchart schema's shape, positions rounded. */
function toFlowchartData(graph: PlacedGraph): FlowchartData {
  return {
    nodes: graph.nodes.map((n) => ({
      id: n.id,
      type: n.type,
      position: { x: Math.round(n.position.x), y: Math.round(n.position.y) },
      data: n.data.status ? { label: n.data.label, status: n.data.status } : { label: n.data.label },
    })),
    edges: graph.edges.map((e) => (e.label ? { id: e.id, source: e.source, target: e.target, label: e.label } : { id: e.id, source: e.source, target: e.target })),
  };
}

/** The graph as the JSON export and saved results carry it. */
export function toFlowchartJson(graph: PlacedGraph): string {
  return JSON.stringify(toFlowchartData(graph), null, 2);
}

/**
 * The diagram a result keeps (Save, Copy, Markdown): the user's edited graph while it is still a
 * valid flow, otherwise the model's original (an edit may, say, delete every connection).
 */
export function keptFlow(original: FlowchartData, edited: PlacedGraph | null | undefined): FlowchartData {
  if (!edited) return original;
  const parsed = flowchartDataSchema.safeParse(toFlowchartData(edited));
  return parsed.success ? parsed.data : original;
}

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
 * Mermaid `flowchart TD` text for the graph. Node ids are renamed n1, n2… so any id the model
 * chose is safe; endpoints get success/failure classes so the colours survive the export.
 */
export function toMermaid(graph: PlacedGraph | FlowchartData): string {
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

/** A new node id that does not clash with the graph's ids. */
export function freshNodeId(graph: { nodes: { id: string }[] }, prefix = "node"): string {
  const taken = new Set(graph.nodes.map((n) => n.id));
  let i = graph.nodes.length + 1;
  while (taken.has(`${prefix}-${i}`)) i += 1;
  return `${prefix}-${i}`;
}
