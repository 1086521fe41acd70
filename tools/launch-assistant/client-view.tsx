import type { ToolViewProps } from "../kit/client-kit";
import { type TextToolConfig, TextToolView } from "../kit/client-markdown";

const config: TextToolConfig = {
  tool: "launch-assistant",
  input: "productIdea",
  output: "landingPagePlan",
  label: "Your product idea",
  placeholder: "e.g. A marketplace where neighbours lend each other garden tools",
  emptyMessage: "Please describe your product idea",
  fallbackError: "Failed to generate launch plan",
  submitLabel: "Plan my launch",
  resultTitle: "Launch plan",
  fileName: "launch-plan.md",
  start: {
    kind: "idea",
    examples: [
      "A booking tool for independent yoga teachers who run small classes",
      "A shared grocery list that splits costs between flatmates",
      "An AI note-taker for sales calls that fills in the CRM for you",
    ],
    whatYouGet: [
      "A hero headline, subheadline and calls to action",
      "Landing page sections in order, with copy",
      "Social proof and FAQ ideas",
      "A launch checklist with one metric to watch",
    ],
  },
};

/** Launch Assistant: landing page structure and copy to launch or test an MVP. */
export default function LaunchAssistantView({ feature }: ToolViewProps) {
  return <TextToolView config={config} feature={feature} />;
}
