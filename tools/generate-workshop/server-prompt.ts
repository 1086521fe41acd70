import type { WorkshopRequest } from "./contract";
import { expertPersona, quoted } from "../kit/server/prompts/persona";

export function workshopPrompt(input: WorkshopRequest, expertName: string) {
  return {
    system: [
      expertPersona(expertName),
      "",
      "You design UX workshops. Return a JSON object: a title, a one-paragraph summary, 3–12 agenda blocks",
      "(title, minutes, activity with concrete facilitation steps, expected output), materials and follow-ups.",
      "The blocks' minutes must add up to the requested duration. Include breaks for sessions over 90 minutes.",
    ].join("\n"),
    prompt: [
      `Workshop type: ${input.workshopType}`,
      `Duration: ${input.duration}`,
      quoted("Participants", input.participants),
      quoted("Goals and context", input.goals),
    ].join("\n\n"),
  };
}
