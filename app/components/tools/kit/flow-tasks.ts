import type { FlowchartData } from "@shared/contracts/flowchart";

/** The Prototype Validator takes at most ten tasks (shared/contracts/validate-ux.ts). */
export const MAX_HANDOFF_TASKS = 10;

/** Words after a verb that show it is one ("Opens the app", "Signs up", "Pays for the box"), not a subject ("Neighbours order"). */
const AFTER_VERB = /^(the|a|an|your|their|his|her|it|up|in|on|out|off|for|to|with|back|through|from)$/i;

/** A step as a user would be asked to do it: "Opens the app and taps Get started" → "Open the app and tap Get started". */
export function asTask(step: string): string {
  const [first = "", second = ""] = step.split(/\s+/);
  if (!/^\p{L}+s$/u.test(first) || !AFTER_VERB.test(second)) return step;
  const base = (verb: string) =>
    verb
      .replace(/ies$/, "y")
      .replace(/(ch|sh|ss|x|o)es$/, "$1")
      .replace(/s$/, "");
  return step.replace(/^\p{L}+/u, base).replace(/\band (\p{L}+s)\b/gu, (_, verb: string) => `and ${base(verb)}`);
}

/**
 * Test tasks from a flow diagram, for "Validate this flow": what a user does in it — one task per
 * screen and per step the user takes, in the order a user walks the flow (breadth-first from where
 * it starts; parts no start reaches, such as a loop on its own, follow in the diagram's order).
 * Decisions, endpoints and the system's steps are the flow's own bookkeeping, not anything a user
 * sets out to do ("take the “No” path to “Drop-off: send help”"), so they are not tasks. A node is
 * visited once, so cycles end.
 */
export function tasksFromFlow(flow: FlowchartData, prefix = ""): string[] {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, FlowchartData["edges"]>();
  const hasIncoming = new Set<string>();
  for (const edge of flow.edges) {
    outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge]);
    hasIncoming.add(edge.target);
  }
  const starts = flow.nodes.filter((node) => !hasIncoming.has(node.id));
  const queue = (starts.length > 0 ? starts : flow.nodes.slice(0, 1)).map((node) => node.id);
  const seen = new Set(queue);
  const tasks: string[] = [];
  for (let index = 0; tasks.length < MAX_HANDOFF_TASKS; index++) {
    if (index === queue.length) {
      const unreached = flow.nodes.find((node) => !seen.has(node.id));
      if (!unreached) break;
      seen.add(unreached.id);
      queue.push(unreached.id);
    }
    const node = byId.get(queue[index]!)!;
    const label = node.data.label.trim();
    const task =
      node.type === "screen"
        ? `Get through the “${label}” screen`
        : (node.type === "userAction" || node.type === "action") && label
          ? asTask(label)
          : null;
    if (task && !tasks.includes(prefix + task)) tasks.push(prefix + task);
    for (const edge of outgoing.get(node.id) ?? []) {
      if (!seen.has(edge.target) && byId.has(edge.target)) {
        seen.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return tasks;
}

/**
 * The MVP's must-have features from a Startup Builder plan: the list items under the heading
 * that names them ("MVP features"), including its subheadings except those for later ("Later",
 * "Nice to have", "Not now"). Empty when the plan has no such section.
 */
export function mvpFeatures(markdown: string): string[] {
  const features: string[] = [];
  let sectionLevel = 0;
  let skipping = false;
  for (const line of markdown.split("\n")) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      if (sectionLevel > 0 && level <= sectionLevel) break;
      if (sectionLevel > 0) skipping = /later|nice[- ]to[- ]have|not now|out of scope/i.test(heading[2]!);
      else if (/mvp features|must[- ]have/i.test(heading[2]!)) sectionLevel = level;
      continue;
    }
    const item = sectionLevel > 0 && !skipping ? /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line) : null;
    if (item?.[1]) features.push(item[1].replace(/\*\*/g, "").trim());
  }
  return features.slice(0, 12);
}
