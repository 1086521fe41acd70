import { expertPersona, quoted } from "../../../tools/kit/server/prompts/persona";

/** The four long-form text tools: same shape, different brief. */
export function monetizationPrompt(input: { productIdea: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nBuild a monetization strategy in Markdown: recommended revenue model and why, a comparison table of 3 models, pricing to test, and a two-week validation plan.`,
    prompt: quoted("Product idea", input.productIdea),
  };
}

export function launchPrompt(input: { productIdea: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nPlan a launch landing page in Markdown: hero (headline, subheadline, CTAs), sections in order with the copy for each, and a launch checklist with one key metric.`,
    prompt: quoted("Product idea", input.productIdea),
  };
}

export function uxFeedbackPrompt(input: { designDescription: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nGive actionable UX feedback in Markdown: what works, usability issues ranked by severity (each tied to a usability heuristic), clarity and accessibility fixes, and the next step to test.`,
    prompt: quoted("Design description", input.designDescription),
  };
}

export function caseStudyPrompt(input: { projectDescription: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nTurn the project into a portfolio case study in Markdown: overview, problem, role, process (research, define, ideate, prototype and test), outcome with metrics (mark placeholders clearly, never invent numbers), and what was learned.`,
    prompt: quoted("Project description", input.projectDescription),
  };
}
