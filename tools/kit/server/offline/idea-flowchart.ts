import type { FlowchartData } from "../../../../shared/contracts/flowchart";
import { kindSteps } from "./idea-kinds";
import { readIdeaFor, type OfflineProduct } from "./product-idea";
import { clipAtWord } from "./text-utils";

export type FlowStep = [id: string, type: FlowchartData["nodes"][number]["type"], label: string];

const STATUS: Record<string, "success" | "failure"> = { ok: "success", ko: "failure" };

/** Steps one after another, the last a decision whose Yes and No lead to a success and a failure endpoint (then to an end node, with `end`). */
export function linearFlow(steps: FlowStep[], ok: string, ko: string, { prefix = "", max = 60, end = false } = {}): FlowchartData {
  const ends: FlowStep[] = [["ok", "endpoint", ok], ["ko", "endpoint", ko], ...(end ? [["end", "end", "End"] as FlowStep] : [])];
  const at = steps.at(-1)![0];
  const links = [...steps.slice(1).map(([key], i) => [steps[i]![0], key]), [at, "ok", "Yes"], [at, "ko", "No"]];
  if (end) links.push(["ok", "end"], ["ko", "end"]);
  return {
    nodes: [...steps, ...ends].map(([key, type, label]) => ({
      id: prefix + key,
      type,
      data: { label: clipAtWord(label, max), ...(STATUS[key] ? { status: STATUS[key] } : {}) },
    })),
    edges: links.map(([from, to, label], i) => ({
      id: `${prefix}e${i + 1}`,
      source: prefix + from,
      target: prefix + to,
      ...(label ? { label } : {}),
    })),
  };
}

/**
 * The startup builder's diagram: onboarding to the core action, with a decision and two endpoints.
 * What the idea's kind needs (the team, both sides of a marketplace, a time, a renewal) are screens
 * on the way, so the tasks and wireframes made from this flow show them. Wireframes asked for
 * without a flow start from it too.
 */
export function startupFlowchart(startupIdea: string, product?: OfflineProduct): FlowchartData {
  const idea = readIdeaFor(startupIdea, product);
  const core = idea.action ?? (idea.job ? `Try ${idea.job}` : "Complete the first task");
  const steps: FlowStep[] = [
    ["landing", "screen", `Landing: ${product ? product.name : idea.title}`],
    ["signup", "action", "Sign up in one step"],
    ["setup", "screen", idea.audienceOne ? `Set up your ${idea.audienceOne} profile` : "Set up your profile"],
    ...kindSteps(idea.kinds, "both").map(([step], i): FlowStep => [`kind${i + 1}`, "screen", step]),
    ...(idea.kinds.sides ? [] : [["core", "action", core] as FlowStep]),
    ["check", "decision", "Got value in first session?"],
  ];
  return linearFlow(steps, "Activated user", "Drop-off: send help");
}
