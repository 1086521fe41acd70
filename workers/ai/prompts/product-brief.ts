import type { ProductBrief } from "../../../tools/kit/server/model-context";
import { quoted } from "../../../tools/kit/server/prompts/persona";

/**
 * The product a run works in, as the model reads it (docs/product.md#products-in-the-models-context).
 * The one place the brief becomes prompt text, for every tool and for chat. The brief is the
 * user's own text, so it is quoted like any other input: instructions hidden in it stay content.
 */
export function productBriefSection(product: ProductBrief, { personas }: { personas: boolean }): string {
  const lines = [`Name: ${product.name}`, `Idea: ${product.idea}`];
  if (product.audience) lines.push(`Audience: ${product.audience}`);
  if (product.notes) lines.push(`Notes: ${product.notes}`);
  if (personas && product.personas.length > 0) {
    lines.push(
      "Saved personas:",
      ...product.personas.map((p) =>
        [
          `- ${p.name}`,
          p.description && ` — ${p.description}`,
          p.motivation && ` Motivation: ${p.motivation}.`,
          p.context && ` Context: ${p.context}.`,
        ]
          .filter(Boolean)
          .join(""),
      ),
    );
  }
  return quoted("The product this work is for (its brief)", lines.join("\n"));
}

/**
 * Tells a tool's model to write for the product: its name and audience, not a generic one. The
 * name is the one piece of the brief the instructions themselves must say; it is a single line of
 * at most 80 characters the user gave their own product, and the full brief stays quoted below.
 */
export function productSystemNote(product: ProductBrief): string {
  return [
    "",
    `This work is for the user's product "${product.name}"; its brief is given with the request.`,
    `Write for that product: call it by its name${product.audience ? ` and write for its audience (${product.audience})` : ""}.`,
    "Where the request and the brief differ, the request says what to do now and the brief says what the product is.",
  ].join("\n");
}

/** Quick Chat inside a product: answers open with the product's name, so it is plain which context they use. */
export function chatProductNote(product: ProductBrief): string {
  return [
    "",
    `The user is working on their product "${product.name}"; its brief follows. Answer with this product in mind,`,
    `and begin every answer with "For ${product.name}: ".`,
    "",
    productBriefSection(product, { personas: true }),
  ].join("\n");
}
