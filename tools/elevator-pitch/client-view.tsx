import { TextToolView, type TextToolConfig } from "~/components/tools/kit/text-tool-view";

const config: TextToolConfig = {
  tool: "elevator-pitch",
  input: "productIdea",
  output: "pitch",
  label: "Describe your product idea",
  placeholder: "What it does, for whom, and why now…",
  emptyMessage: "Please describe your product idea",
  fallbackError: "Failed to write the pitch",
  submitLabel: "Write my pitch",
  resultTitle: "Elevator pitch",
  fileName: "elevator-pitch.md",
  start: { kind: "idea", examples: ["Last-minute dog walking for busy owners"], whatYouGet: ["A pitch you can say in thirty seconds"] },
};

/** Elevator Pitch: a product idea as a thirty-second pitch. */
export default function ElevatorPitchView() {
  return <TextToolView config={config} />;
}
