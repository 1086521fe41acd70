import type { ToolViewProps } from "../kit/client-kit";
import { type TextToolConfig, TextToolView } from "../kit/client-markdown";

const config: TextToolConfig = {
  tool: "case-study-generator",
  input: "projectDescription",
  output: "caseStudy",
  label: "Describe your UX project",
  placeholder: "The product, the problem, your role, what you did (research, design, testing) and what changed…",
  emptyMessage: "Please describe your UX project",
  fallbackError: "Failed to generate case study",
  submitLabel: "Generate case study",
  resultTitle: "Case study",
  fileName: "case-study.md",
  start: {
    kind: "description",
    example:
      "Redesigned the checkout of a grocery delivery app over 6 weeks as the only designer on a team of 5. Support tickets showed people abandoned at the delivery-slot step. I ran 8 interviews, mapped the journey, prototyped a slot picker that shows the cheapest times first and tested it twice with 5 users each.",
    emptyText: "Your case study will appear here.",
  },
};

export default function CaseStudyView({ feature }: ToolViewProps) {
  return <TextToolView config={config} feature={feature} />;
}
