import { expertPersona, quoted } from "../kit/server/prompts/persona";

/** Launch Assistant's brief to the model (a long-form text tool). */
export function launchPrompt(input: { productIdea: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nPlan a launch landing page in Markdown: hero (headline, subheadline, CTAs), sections in order with the copy for each, and a launch checklist with one key metric.`,
    prompt: quoted("Product idea", input.productIdea),
  };
}
