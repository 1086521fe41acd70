import type { VisualFlowRequest } from "./contract";
import { ideaKindPrompt } from "../kit/server/idea-kind";
import { expertPersona, quoted } from "../kit/server/prompts/persona";

export function visualFlowPrompt(input: VisualFlowRequest, expertName: string) {
  return {
    system: [
      expertPersona(expertName),
      "",
      "Generate 2–4 key use cases for the app as JSON {useCases: [{title, description, flowchartData: {nodes, edges}}]}.",
      "Node types: start, end, userAction, systemAction, screen, decision, action, endpoint. Each flow has one start, at least",
      "one decision with labelled Yes/No edges, endpoints with data.status success or failure, and ends at an end node.",
      "Node ids are unique within a flow; every edge's source and target is an existing node id. Labels under 6 words.",
      ideaKindPrompt(input.appIdea),
    ].join("\n"),
    prompt: quoted("App idea", input.appIdea),
  };
}
