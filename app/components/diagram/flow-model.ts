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
    edges: graph.edges.map((e) =>
      e.label ? { id: e.id, source: e.source, target: e.target, label: e.label } : { id: e.id, source: e.source, target: e.target },
    ),
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

/** Mermaid text for the diagram's export: one writer, shared with the product export. */
export { toMermaid } from "@shared/flowchart-mermaid";

/** A new node id that does not clash with the graph's ids. */
export function freshNodeId(graph: { nodes: { id: string }[] }, prefix = "node"): string {
  const taken = new Set(graph.nodes.map((n) => n.id));
  let i = graph.nodes.length + 1;
  while (taken.has(`${prefix}-${i}`)) i += 1;
  return `${prefix}-${i}`;
}
