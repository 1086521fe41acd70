import type { ToolViewProps } from "../kit/client-kit";
import { type TextToolConfig, TextToolView } from "../kit/client-markdown";

const config: TextToolConfig = {
  tool: "ux-feedback",
  input: "designDescription",
  output: "feedback",
  label: "Describe your UX/UI design",
  placeholder: "What is the screen or flow for, who uses it, what is on it and where people get stuck…",
  emptyMessage: "Please describe your UX/UI design",
  fallbackError: "Failed to generate UX feedback",
  submitLabel: "Get UX feedback",
  resultTitle: "UX feedback",
  fileName: "ux-feedback.md",
  start: {
    kind: "description",
    example:
      "A mobile sign-up screen for a meal-planning app. It asks for name, e-mail, password, date of birth, household size and dietary preferences on one long screen. The submit button is light grey until every field is filled, and errors appear only after pressing it. Most users are busy parents signing up on their phone.",
    emptyText: "Your UX feedback will appear here.",
  },
};

export default function UxMentorView({ feature }: ToolViewProps) {
  return <TextToolView config={config} feature={feature} />;
}
