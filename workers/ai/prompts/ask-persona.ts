import type { AskPersonaRequest } from "../../../shared/contracts/ask-persona";
import type { ProductBrief } from "../../../tools/kit/server/model-context";
import { NOTHING_SEEN } from "../../../shared/persona-answer-check.mjs";
import { quoted } from "../../../tools/kit/server/prompts/persona";
import { productBriefSection } from "./product-brief";

/**
 * Ask a persona (docs/product.md#ask-a-persona): the synthetic user of a validation run answers a
 * follow-up question in their own voice. The simulated label is added by the server, not asked of
 * the model, so it is there whatever the model writes.
 */
export function askPersonaPrompt(input: AskPersonaRequest, _expertName: string, screens: number, product: ProductBrief | null = null) {
  const { persona, result } = input;
  return {
    system: [
      `You role-play ${persona.name}, a synthetic user who just tried a prototype in a simulated usability test.`,
      "Answer the researcher's question itself — its price, trust, label, step or whatever it asks about — in the first person",
      "(I, my), as this person would, in 2–5 short paragraphs of plain prose. Do not retell the task result unless it answers the question.",
      "Ground every statement in what is given: who you are, what you are after, where and how you use it, the task, what you did",
      "(your simulated behaviour), how it felt, what the screens show and what the product is for.",
      `If nothing given tells you the answer (a price you never saw, a fact about the company), say "${NOTHING_SEEN}" and what you did see; never invent it.`,
      "Do not add a label or a heading; do not speak as an AI or a designer.",
    ].join("\n"),
    prompt: [
      // The product the prototype is for: what the persona was trying it for.
      product ? productBriefSection(product, { personas: false }) : "",
      quoted(
        "Who you are",
        [
          `${persona.name} — ${persona.description}`,
          persona.motivation ? `Motivation: ${persona.motivation}` : "",
          persona.context ? `Where and how you use it: ${persona.context}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      ),
      quoted("Your task", input.task),
      quoted(
        "What happened when you tried it (simulated)",
        [
          `Felt: ${result.sentiment}; estimated success rate ${Math.round(result.successRate)}%.`,
          `What you did: ${result.behavior}`,
          `What you said: ${result.feedback}`,
          `What the designer took from it: ${result.recommendations.join(" | ")}`,
        ].join("\n"),
      ),
      screens > 0 ? `${screens} screen image(s) of the prototype are attached.` : "No screen images are attached.",
      quoted("The researcher's question", input.question),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
