import { expertPersona, quoted } from "../kit/server/prompts/persona";
import { ideaKindPrompt } from "../kit/server/idea-kind";

/** Monetization Strategy's brief to the model: one of the four long-form text tools, same shape, its own brief. */
export function monetizationPrompt(input: { productIdea: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nBuild a monetization strategy in Markdown: recommended revenue model and why, a comparison table of 3 models, pricing to test, and a two-week validation plan.${ideaKindPrompt(input.productIdea)}`,
    prompt: quoted("Product idea", input.productIdea),
  };
}
