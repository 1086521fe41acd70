import { FLOWCHART_FENCE } from "../../shared/flowchart-block";
import type { BuildStartupRequest } from "./contract";
import { ideaKindPrompt } from "../kit/server/idea-kind";
import { expertPersona, quoted } from "../kit/server/prompts/persona";

export function buildStartupPrompt(input: BuildStartupRequest, expertName: string) {
  return {
    system: [
      expertPersona(expertName),
      "",
      "Turn the founder's idea into an actionable MVP plan with UX strategy, in Markdown, with these sections:",
      "Problem and audience; MVP features (must have, later); Key user flow; UX plan (week by week); Success metrics.",
      `End with a fenced code block labelled ${FLOWCHART_FENCE} holding JSON {"nodes": [...], "edges": [...]} for the key flow:`,
      'nodes {"id", "type": "screen"|"decision"|"action"|"endpoint", "data": {"label", "status"?: "success"|"failure"}} (5–12 nodes,',
      'at least one decision and a success and a failure endpoint), edges {"id", "source", "target", "label"?}. Valid JSON only inside the block.',
      ideaKindPrompt(input.startupIdea),
    ].join("\n"),
    prompt: quoted("Startup idea", input.startupIdea),
  };
}
