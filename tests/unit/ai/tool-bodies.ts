import type { ToolName, ToolResponse } from "../../../tools/contracts";
import { runTool } from "./run-tool";

export const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";
export const personas = [
  { id: "p1", name: "Maya", description: "A busy parent who gardens at weekends", motivation: "Borrow a hedge trimmer for Saturday" },
  { id: "p2", name: "Sam", description: "A retired neighbour with a full shed" },
];
/** One first-run body per tool (the validator with two personas and two tasks). */
export const bodies: Record<ToolName, Record<string, unknown>> = {
  "validate-ux": { prototypeUrl: "https://figma.com/proto/garden", personas, tasks: ["Borrow a hedge trimmer", "Leave a review"] },
  "generate-workshop": {
    workshopType: "Design Sprint",
    duration: "2 hours",
    participants: "2 designers, 1 product manager",
    goals: "Choose one direction for the onboarding of our lending app",
  },
  "build-startup": { startupIdea: idea },
  "generate-landing-page": { startupIdea: idea, format: "code", contentSections: ["pitch", "features", "cta", "testimonials"] },
  "generate-visual-flow": { appIdea: idea },
  "monetization-strategy": { productIdea: idea },
  "launch-assistant": { productIdea: idea },
  "ux-feedback": { designDescription: "A sign-up form with twelve fields and a small grey submit button" },
  "case-study-generator": { projectDescription: "Redesigned the checkout of a grocery app for older shoppers" },
  "generate-wireframes": { idea: "An app where dog owners find trusted walkers nearby and pay per walk", device: "phone" },
};

const firsts = new Map<ToolName, unknown>();
/** Each tool's first run with the offline model, made once per test file. */
export async function first<T extends ToolName>(tool: T): Promise<ToolResponse<T>> {
  if (!firsts.has(tool)) firsts.set(tool, await runTool(tool, bodies[tool]));
  return firsts.get(tool) as ToolResponse<T>;
}
