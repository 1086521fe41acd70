import { expertPersona, quoted } from "../kit/server/prompts/persona";
import { ideaKindPrompt } from "../kit/server/idea-kind";

/** Launch Assistant's brief to the model (a long-form text tool). */
export function launchPrompt(input: { productIdea: string }, expertName: string) {
  return {
    system: `${expertPersona(expertName)}\n\nPlan a launch landing page in Markdown: hero (headline, subheadline, CTAs), sections in order with the copy for each, and a launch checklist with one key metric. The page's copy speaks to visitors, never in planning language (MVP, validate, hypothesis).${ideaKindPrompt(input.productIdea)}`,
    prompt: quoted("Product idea", input.productIdea),
  };
}
