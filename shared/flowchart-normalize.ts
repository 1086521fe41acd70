import type { FlowEdge, FlowchartData, FlowNode, FlowNodeType } from "./contracts/flowchart";

/**
 * Turns a diagram as a real model wrote it into the shape the canvas draws: a loose answer is
 * fitted to the schema rather than rejected, so the user still gets a diagram. Type-only import,
 * so a browser bundle using this ships no zod; the limits below mirror `flowchartDataSchema`,
 * and the unit tests parse every result with that schema, so the two cannot drift apart unnoticed.
 */
const MAX = { nodes: 40, edges: 80, label: 120, edgeLabel: 60, id: 64 };
// How much of an answer is read at all: enough to fill the diagram after drops, and no more.
const READ = { nodes: 200, edges: 400, text: 1000 };

type Rec = Record<string, unknown>;
const GRAPH_WRAPPERS = ["flowchart", "flowchartData", "flowchart_data", "diagram", "graph", "data"];
const EDGE_LISTS = ["edges", "links", "connections", "transitions"];
const LABEL_KEYS = ["label", "text", "name", "title"];

// Keys are the model's type lower-cased with spaces, "_" and "-" removed.
const TYPE_SYNONYMS: Record<string, FlowNodeType> = {
  start: "start",
  begin: "start",
  entry: "start",
  end: "end",
  finish: "end",
  stop: "end",
  exit: "end",
  terminal: "end",
  process: "action",
  step: "action",
  task: "action",
  action: "action",
  operation: "action",
  activity: "action",
  page: "screen",
  view: "screen",
  screen: "screen",
  ui: "screen",
  question: "decision",
  choice: "decision",
  condition: "decision",
  decision: "decision",
  branch: "decision",
  gateway: "decision",
  diamond: "decision",
  endpoint: "endpoint",
  result: "endpoint",
  outcome: "endpoint",
  // An outcome written as the type: the status is read from it too (see toNode).
  success: "endpoint",
  failure: "endpoint",
  error: "endpoint",
};

const FAILURE_WORDS =
  /\b(error|fail|cancel|abandon|reject|denied|deny|time ?out|timed out|expired|invalid|declin|refus|abort|unauthori|forbidden|blocked|lost|churn)/i;

function record(value: unknown): Rec | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Rec) : null;
}

function firstOf(rec: Rec | null, keys: readonly string[]): unknown {
  return rec ? keys.map((key) => rec[key]).find((value) => value !== undefined && value !== null) : undefined;
}

/** `base`, or `base-2`, `base-3`… whichever is still free. */
function fresh(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** Strings and finite numbers become one-line text; anything else is no text. */
function text(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return "";
  return value.slice(0, READ.text).replace(/\s+/g, " ").trim();
}

/** Cuts at a word boundary when one is near the end, so a label never stops mid-word. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  let head = value.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  if (space > max / 2) head = head.slice(0, space);
  // Never leave half of a surrogate pair (an emoji) before the ellipsis.
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head.trimEnd()}…`;
}

/** Node ids and edge endpoints go through the same function, so `1` and `"1"` meet. */
function idOf(value: unknown): string {
  return text(record(value)?.id ?? value).slice(0, MAX.id);
}

function nodeType(raw: unknown, label: string): FlowNodeType {
  const key = text(raw)
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  // hasOwn, so a model writing "constructor" or "__proto__" gets no prototype member.
  if (Object.hasOwn(TYPE_SYNONYMS, key)) return TYPE_SYNONYMS[key] as FlowNodeType;
  if (key.startsWith("user")) return "userAction";
  if (key.startsWith("system")) return "systemAction";
  // A box that asks a question is a decision whatever the model called it.
  if (label.endsWith("?")) return "decision";
  // Unknown types become "action", the neutral "something happens" box: "screen" would claim
  // a UI exists that the model never described, which misleads a UX review of the flow.
  return "action";
}

function statusOf(raw: unknown): "success" | "failure" | undefined {
  const value = text(raw).toLowerCase();
  if (["success", "succeeded", "successful", "ok", "positive", "happy"].includes(value)) return "success";
  return ["failure", "fail", "failed", "error", "negative"].includes(value) ? "failure" : undefined;
}

/** Both coordinates finite, or no position (the client lays the graph out); "120" counts. */
function positionOf(rec: Rec): FlowNode["position"] {
  const pos = record(rec.position) ?? rec;
  const [x, y] = [pos.x, pos.y].map((v) => (typeof v === "string" && v.trim() ? Number(v.slice(0, 32)) : v));
  return Number.isFinite(x) && Number.isFinite(y) ? { x: x as number, y: y as number } : undefined;
}

/**
 * A node without text is kept, named after its id: dropping it would also drop its edges and
 * tear the flow apart. Ids like "check_email" read fine as words; bare numbers get "Step".
 */
function fallbackLabel(type: FlowNodeType, id: string): string {
  if (type === "start" || type === "end") return type === "start" ? "Start" : "End";
  const words = id
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();
  return /^\d+$/.test(words) ? `Step ${words}` : words || "Step";
}

function toNode(rec: Rec, id: string): FlowNode {
  const data = record(rec.data);
  const rawType = firstOf(rec, ["type", "kind", "shape"]) ?? data?.type;
  // `data.label` is our own shape, so it wins over the same words on the node itself.
  const givenLabel = [data, rec].flatMap((at) => LABEL_KEYS.map((key) => text(at?.[key]))).find(Boolean) ?? "";
  let type = nodeType(rawType, givenLabel);
  const given = statusOf(firstOf(data, ["status"]) ?? rec.status ?? (type === "endpoint" ? rawType : undefined));
  // Only endpoints are coloured by outcome, so an end the model marked as success or failure
  // is drawn as the endpoint it meant.
  if (type === "end" && given) type = "endpoint";
  const label = cut(givenLabel || fallbackLabel(type, id), MAX.label);
  const node: FlowNode = { id, type, data: { label } };
  if (type === "endpoint") node.data.status = given ?? (FAILURE_WORDS.test(label) ? "failure" : "success");
  const position = positionOf(rec);
  return position ? { ...node, position } : node;
}

function readNodes(list: unknown[]): { nodes: FlowNode[]; byLabel: Map<string, string> } {
  const records = list.slice(0, READ.nodes).map(record);
  // Explicit ids are reserved first, so a generated id never takes one a later node names.
  const taken = new Set(records.map((rec) => (rec ? idOf(rec.id ?? rec.key) : "")));
  const nodes: FlowNode[] = [];
  const seen = new Set<string>();
  const byLabel = new Map<string, string>();
  records.forEach((rec, index) => {
    if (!rec || nodes.length >= MAX.nodes) return;
    const id = idOf(rec.id ?? rec.key) || fresh(`n${index + 1}`, taken);
    if (seen.has(id)) return; // a repeated id keeps the first node: later edges still land somewhere
    seen.add(id);
    const node = toNode(rec, id);
    nodes.push(node);
    if (!byLabel.has(node.data.label.toLowerCase())) byLabel.set(node.data.label.toLowerCase(), id);
  });
  return { nodes, byLabel };
}

function readEdges(list: unknown[], ids: Set<string>, byLabel: Map<string, string>): FlowEdge[] {
  // Some models point edges at labels ("from": "Open app") instead of ids.
  const resolve = (raw: unknown) => (ids.has(idOf(raw)) ? idOf(raw) : byLabel.get(text(raw).toLowerCase()));
  const edges: FlowEdge[] = [];
  const seen = new Set<string>();
  const edgeIds = new Set<string>();
  for (const item of list.slice(0, READ.edges)) {
    const rec = record(item);
    if (!rec || edges.length >= MAX.edges) continue;
    const source = resolve(firstOf(rec, ["source", "from", "src", "start"]));
    const target = resolve(firstOf(rec, ["target", "to", "dst", "dest", "end"]));
    // A self-loop is drawn as an arrow through its own box; models mean "retry", which reads
    // better as an edge back from a decision, so it is dropped rather than drawn wrongly.
    if (!source || !target || source === target) continue;
    const label = cut(text(firstOf(rec, ["label", "text", "condition"]) ?? record(rec.data)?.label), MAX.edgeLabel);
    const key = `${source}\u0000${target}\u0000${label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Made-up ids are deterministic (`e-1-2`), so the same answer always gives the same diagram.
    const given = idOf(rec.id);
    const pair = `e-${source}-${target}`;
    const id = given && !edgeIds.has(given) ? given : fresh(pair.length <= 60 ? pair : `e-${edges.length + 1}`, edgeIds);
    edgeIds.add(id);
    edges.push(label ? { id, source, target, label } : { id, source, target });
  }
  return edges;
}

/** `{nodes, edges}` at the top or under one or two wrapper keys, e.g. `{diagram: {graph: …}}`. */
function findGraph(value: unknown): Rec | null {
  let rec = record(value);
  for (let depth = 0; rec && depth < 3; depth += 1) {
    if (Array.isArray(rec.nodes)) return rec;
    const outer: Rec = rec;
    rec = GRAPH_WRAPPERS.map((key) => record(outer[key])).find(Boolean) ?? null;
  }
  return null;
}

/**
 * The diagram in `value` as the canvas draws it, or null when fewer than two nodes and one edge
 * survive. Linear in the (capped) input, and never throws.
 */
export function normalizeFlowchart(value: unknown): FlowchartData | null {
  try {
    const graph = findGraph(value);
    if (!graph) return null;
    const { nodes, byLabel } = readNodes(graph.nodes as unknown[]);
    const edgeList = firstOf(graph, EDGE_LISTS);
    if (nodes.length < 2 || !Array.isArray(edgeList)) return null;
    const edges = readEdges(edgeList, new Set(nodes.map((n) => n.id)), byLabel);
    return edges.length > 0 ? { nodes, edges } : null;
  } catch {
    // Only a hand-built value (a throwing getter, a Proxy) gets here; callers want "no diagram".
    return null;
  }
}
