import type { ToolViewProps } from "../kit/client-kit";
import { type TextToolConfig, TextToolView } from "../kit/client-markdown";

const config: TextToolConfig = {
  tool: "monetization-strategy",
  input: "productIdea",
  output: "strategy",
  label: "Your product idea",
  placeholder: "e.g. A subscription app that plans weekly meals around what is already in your fridge",
  emptyMessage: "Please describe your product idea",
  fallbackError: "Failed to generate monetization strategy",
  submitLabel: "Build monetization strategy",
  resultTitle: "Monetization strategy",
  fileName: "monetization-strategy.md",
  start: {
    kind: "idea",
    examples: [
      "A habit tracker for remote teams that nudges people to take real breaks",
      "An app that matches home cooks with neighbours who want fresh meals",
      "A browser extension that summarises long legal terms for freelancers",
    ],
    whatYouGet: [
      "A recommended revenue model and why it fits",
      "Three models compared side by side",
      "Price points worth testing",
      "A two-week plan to validate willingness to pay",
    ],
  },
};

/** Monetization Strategy Builder: revenue models, pricing to test and how to validate them. */
export default function MonetizationView({ feature }: ToolViewProps) {
  return <TextToolView config={config} feature={feature} />;
}
