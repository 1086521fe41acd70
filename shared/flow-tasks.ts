import type { FlowchartData } from "./contracts/flowchart";
import { singular } from "./english-nouns";
import { taskSide } from "./task-sides.mjs";

/** The Prototype Validator takes at most ten tasks (shared/contracts/validate-ux.ts). */
export const MAX_HANDOFF_TASKS = 10;

/** Words after a verb that show it is one ("Opens the app", "Signs up", "Choose a plan"), not a subject ("Neighbours order"). */
const AFTER_VERB = /^(the|a|an|your|their|his|her|it|up|in|on|out|off|for|to|with|back|through|from)$/i;
/** A step that makes the account, whatever the flow calls it. */
const SIGN_UP = /\b(sign(s|ing)? ?up|register|creates? (an |the |your )?account)\b/i;
/** Screens a goal passes on its way in (a landing page, a welcome) or that end it (a confirmation): no goal of their own. */
const WAY_IN = /^(landing|welcome|splash|home( screen| page)?)$/i;
/** The word after an imperative's verb ("Choose a plan", "Set up your profile"); a preposition would as well follow a noun ("Meal in a few taps"). */
const AFTER_IMPERATIVE = /^(the|a|an|your|up|out|off|on|back)$/i;
/** Verbs a screen's name may open with that are already what the person does there ("Browse weekly meal boxes"). */
const OPENING_IMPERATIVE = /^(browse|search|compare|explore|find|pick|choose|select)$/i;
/** A screen named after a tool the person uses ("Invoice tracker", "Dog walker nearby search"), not a thing they find. */
const TOOL = /\b(search|tracker|planner|finder|splitter|log|matching|calendar|map)$/i;
const WAY_OUT = /\b(confirm(ed|ation)|success|thank you|done)\b/i;
const PAYS = /^(checkout|check out|payment|pay)\b/i;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
 * What the person on a step or screen of a flow sets out to do, in their words, as a test gives
 * it to them: "Home cooks list weekly meal boxes" → "List your weekly meal boxes" (for the cook),
 * "Neighbours order weekly meal boxes" → "Order a weekly meal box" (for the neighbour), a sign-up
 * → "Create your account", "Onboarding: set up your profile" → "Set up your profile", a checkout →
 * "Pay for your order", a tool → "Use the invoice tracker", any other screen → "Find the …". Null for a screen passed on the way in
 * or out (a landing page, a confirmation): nobody sets out to see one.
 */
export function goalOf(step: string, isScreen = true): string | null {
  const [, head = "", rest] = /^([^:]{1,24}):\s*(.+)$/.exec(step.trim()) ?? [null, step.trim(), undefined];
  if (isScreen && WAY_IN.test(head)) return null;
  const name = rest === undefined ? head : capital(rest);
  if (SIGN_UP.test(name)) return "Create your account";
  const words = name.split(/\s+/);
  // "Home cooks list weekly meal boxes": people (a plural), what they do on a side of the marketplace, and what.
  const at = [0, 1].find((i) => /^\p{L}+[^s\W]s$/u.test(words[i] ?? "") && !!words[i + 2] && taskSide(words[i + 1]!) !== null);
  if (at !== undefined) {
    const verb = capital(words[at + 1]!.toLowerCase());
    const object = words.slice(at + 2).join(" ");
    if (/^(a|an|the|your)\b/i.test(object)) return `${verb} ${object}`;
    if (taskSide(verb) === "offer") return `${verb} your ${object.replace(/^(their|his|her)\s+/i, "")}`;
    const one = object.replace(/\p{L}+$/u, singular);
    return one === object ? `${verb} ${object}` : `${verb} ${/^[aeiou]/i.test(one) ? "an" : "a"} ${one}`;
  }
  if (/^\p{L}+s$/u.test(words[0]!) && AFTER_VERB.test(words[1] ?? "")) return asTask(name);
  if (AFTER_IMPERATIVE.test(words[1] ?? "") || OPENING_IMPERATIVE.test(words[0]!) || !isScreen) return name;
  if (WAY_OUT.test(name)) return null;
  if (PAYS.test(name)) return "Pay for your order";
  const thing = name.split(",")[0]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return `${TOOL.test(thing) ? "Use" : "Find"} the ${thing}`;
}

/**
 * Test tasks from a flow diagram, for "Validate this flow" and "Validate these wireframes": the
 * goals of the people in it (goalOf), one per screen and per step a user takes, in the order a
 * user walks the flow (breadth-first from where it starts; parts no start reaches, such as a loop
 * on its own, follow in the diagram's order). Decisions, endpoints and the system's steps are the
 * flow's own bookkeeping, not anything a user sets out to do ("take the “No” path to “Drop-off:
 * send help”"), so they are not tasks. A node is visited once, so cycles end.
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
      label && (node.type === "screen" || node.type === "userAction" || node.type === "action")
        ? goalOf(label, node.type === "screen")
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
