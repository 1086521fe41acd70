import { expertPersona, quoted } from "../kit/server/prompts/persona";

/** UX Feedback's brief to the model (a long-form text tool). */
export function uxFeedbackPrompt(input: { designDescription: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nGive actionable UX feedback in Markdown: what works, usability issues ranked by severity (each tied to a usability heuristic), clarity and accessibility fixes, and the next step to test.`,
    prompt: quoted("Design description", input.designDescription),
  };
}
