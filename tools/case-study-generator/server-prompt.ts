import { expertPersona, quoted } from "../kit/server/prompts/persona";

/** Case Study Generator's brief to the model (a long-form text tool). */
export function caseStudyPrompt(input: { projectDescription: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nTurn the project into a portfolio case study in Markdown: overview, problem, role, process (research, define, ideate, prototype and test), outcome with metrics (mark placeholders clearly, never invent numbers), and what was learned.`,
    prompt: quoted("Project description", input.projectDescription),
  };
}
