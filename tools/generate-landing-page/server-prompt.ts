import { LANDING_LIMITS } from "../../shared/contracts/landing-page";
import { expertPersona, quoted } from "../kit/server/prompts/persona";
import type { ToolRequest } from "../kit/contract-kit";
import { ideaKindPrompt } from "../kit/server/idea-kind";

const SECTION_WORDS = {
  pitch: "a clear pitch and how it works",
  features: "features and common questions",
  cta: "a waitlist sign-up",
  testimonials: "testimonials",
} as const;

/** The landing page's copy as JSON; our template lays it out (docs/product.md#launch). */
export function landingPagePrompt(input: ToolRequest<"generate-landing-page">, expertName: string) {
  const focus = input.contentSections.map((section) => SECTION_WORDS[section]).join(", ");
  return {
    system: [
      expertPersona(expertName),
      "",
      "You write the copy of a landing page that tests demand for an MVP with a waitlist.",
      "Return ONLY JSON: {productName, headline, subheadline, callToAction, features: [{title, body}], howItWorks: [{title, body}], testimonials: [{quote, name, role}], faq: [{question, answer}], waitlistTitle, waitlistText}.",
      `Headline at most ${LANDING_LIMITS.headline} characters: the outcome for the audience, no hype words. Subheadline: one or two sentences on how. callToAction: 2–4 words that lead to the waitlist.`,
      `Up to ${LANDING_LIMITS.items} features and questions, up to ${LANDING_LIMITS.steps} steps, up to ${LANDING_LIMITS.testimonials} testimonials (they are shown as placeholders until real ones replace them). Plain text, no Markdown or HTML.`,
      `Put the weight on: ${focus}.`,
      "Write for the page's visitors, in their words: never the founder's planning language (MVP, validate, hypothesis, riskiest assumption, core job, “proves the value”, “the single flow”, “our users”), even where the strategy uses it.",
      ideaKindPrompt(input.startupIdea),
    ].join("\n"),
    prompt: [quoted("Startup idea", input.startupIdea), input.strategy ? quoted("Strategy so far", input.strategy) : ""]
      .filter(Boolean)
      .join("\n\n"),
  };
}
