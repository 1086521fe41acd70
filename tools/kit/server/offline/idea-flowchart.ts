import type { FlowchartData } from "../../../../shared/contracts/flowchart";
import { readIdeaFor, type OfflineProduct } from "./product-idea";
import { clipAtWord } from "./text-utils";

/**
 * The startup builder's diagram: onboarding to the core action, with a decision and two endpoints.
 * Wireframes asked for without a flow start from it too.
 */
export function startupFlowchart(startupIdea: string, product?: OfflineProduct): FlowchartData {
  const idea = readIdeaFor(startupIdea, product);
  const label = (text: string) => clipAtWord(text, 60);
  const nodes: FlowchartData["nodes"] = [
    { id: "landing", type: "screen", data: { label: label(`Landing: ${product ? product.name : idea.title}`) } },
    { id: "signup", type: "action", data: { label: "Sign up in one step" } },
    {
      id: "setup",
      type: "screen",
      data: { label: label(idea.audienceOne ? `Set up your ${idea.audienceOne} profile` : "Set up your profile") },
    },
    { id: "core", type: "action", data: { label: label(idea.action ?? (idea.job ? `Try ${idea.job}` : "Complete the first task")) } },
    { id: "check", type: "decision", data: { label: "Got value in first session?" } },
    { id: "success", type: "endpoint", data: { label: "Activated user", status: "success" } },
    { id: "failure", type: "endpoint", data: { label: "Drop-off: send help", status: "failure" } },
  ];
  const edges: FlowchartData["edges"] = [
    { id: "e1", source: "landing", target: "signup" },
    { id: "e2", source: "signup", target: "setup" },
    { id: "e3", source: "setup", target: "core" },
    { id: "e4", source: "core", target: "check" },
    { id: "e5", source: "check", target: "success", label: "Yes" },
    { id: "e6", source: "check", target: "failure", label: "No" },
  ];
  return { nodes, edges };
}
