import { expertPersona, quoted } from "../kit/server/prompts/persona";

/** Case Study Generator's brief to the model (a long-form text tool). */
export function caseStudyPrompt(input: { projectDescription: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nTurn the project into a portfolio case study in Markdown: overview, problem, role, process (only the steps the project description or the saved items record, in the order they happened; where a usual step such as user interviews or usability testing is not recorded, say so, e.g. "No user interviews are recorded."), outcome with metrics (mark placeholders clearly, never invent numbers), and what was learned. Never claim research (interviews, surveys, usability tests, A/B tests, analytics) that nothing given here records.`,
    prompt: quoted("Project description", input.projectDescription),
  };
}
