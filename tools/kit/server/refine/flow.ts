import type { FlowchartData, FlowNodeType } from "../../../../shared/contracts/flowchart";
import { clipAtWord, keywords } from "../offline/text-utils";
import type { Instruction } from "./instruction";

const MAX_NODES = 40;
const MAX_EDGES = 80;

function freshId(taken: Set<string>, base: string): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * "Add a referral step": a node labelled with it, placed where the instruction says ("after
 * sign up": after the node whose label has those words), else on the way into the flow's first
 * decision (else into its first endpoint, else after its first node), the edge rewired through
 * it. Null when the diagram is already at its size limit.
 */
export function addFlowStep(
  flow: FlowchartData,
  label: string,
  type: FlowNodeType,
  anchor: Instruction["anchor"] = null,
): FlowchartData | null {
  if (flow.nodes.length >= MAX_NODES || flow.edges.length >= MAX_EDGES) return null;
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const into = (kinds: FlowNodeType[]) => flow.edges.findIndex((edge) => kinds.includes(byId.get(edge.target)?.type as FlowNodeType));
  let at = anchor ? anchoredEdge(flow, anchor) : -1;
  if (at < 0) at = into(["decision"]);
  if (at < 0) at = into(["endpoint", "end"]);
  if (at < 0) at = 0;
  const edge = flow.edges[at];
  if (!edge) return null;
  const nodeIds = new Set(flow.nodes.map((node) => node.id));
  const edgeIds = new Set(flow.edges.map((e) => e.id));
  const id = freshId(nodeIds, "refined-step");
  const node = { id, type, data: { label: clipAtWord(label, 120) } };
  const edges = [...flow.edges];
  edges.splice(at, 1, { ...edge, target: id }, { id: freshId(edgeIds, "refined-edge"), source: id, target: edge.target });
  const nodes = [...flow.nodes];
  nodes.splice(
    nodes.findIndex((n) => n.id === edge.target),
    0,
    node,
  );
  return { nodes, edges };
}

/**
 * One step fewer: the last plain step (one way in, one way out, not a start, end, decision or
 * endpoint) is taken out and its neighbours joined. Null when there is none to take out.
 */
export function removeFlowStep(flow: FlowchartData): FlowchartData | null {
  if (flow.nodes.length <= 2) return null;
  const plain = (type: FlowNodeType) => !["start", "end", "decision", "endpoint"].includes(type);
  const victim = flow.nodes.findLast((node) => {
    if (!plain(node.type)) return false;
    const ins = flow.edges.filter((e) => e.target === node.id);
    const outs = flow.edges.filter((e) => e.source === node.id);
    return ins.length === 1 && outs.length === 1 && ins[0]!.source !== node.id && outs[0]!.target !== node.id;
  });
  if (!victim) return null;
  const incoming = flow.edges.find((e) => e.target === victim.id)!;
  const outgoing = flow.edges.find((e) => e.source === victim.id)!;
  const edges = flow.edges.filter((e) => e !== outgoing).map((e) => (e === incoming ? { ...e, target: outgoing.target } : e));
  return { nodes: flow.nodes.filter((n) => n !== victim), edges };
}

/** The edge leaving (after) or entering (before) the first node whose label shares the anchor's words. */
function anchoredEdge(flow: FlowchartData, anchor: NonNullable<Instruction["anchor"]>): number {
  const words = keywords(anchor.words.replace(/-/g, " "), 6);
  if (words.length === 0) return -1;
  const node = flow.nodes.find((n) => {
    const label = n.data.label.toLowerCase().replace(/-/g, " ");
    return words.some((word) => label.includes(word));
  });
  if (!node) return -1;
  return flow.edges.findIndex((edge) => (anchor.side === "after" ? edge.source === node.id : edge.target === node.id));
}
