import type { ProductBrief } from "../model-context";
import { readIdea, type Idea } from "./idea";
import { clipAtWord } from "./text-utils";

/** What the offline writers need of the product a run works in; null outside a product. */
export type OfflineProduct = Pick<ProductBrief, "name" | "audience"> | null | undefined;

/** Long enough for "busy parents who garden at weekends", short enough to sit inside a sentence. */
const AUDIENCE_CHARACTERS = 160;

/** The product's audience as a phrase to write into a sentence ("Busy parents who garden at weekends"), or null. */
export function productAudience(product: OfflineProduct): string | null {
  const audience = product?.audience.replace(/\s+/g, " ").trim().replace(/[.!?;:,]+$/, "");
  return audience ? clipAtWord(audience, AUDIENCE_CHARACTERS) : null;
}

/**
 * The idea as the writers read it, inside a product (docs/product.md#products-in-the-models-context):
 * the product's own name replaces the one the offline model would invent from the words, and its
 * audience replaces the one guessed from them, so both visibly reach every tool's output.
 */
export function readIdeaFor(text: string, product: OfflineProduct): Idea {
  const idea = readIdea(text);
  if (!product) return idea;
  const audience = productAudience(product);
  return {
    ...idea,
    name: product.name,
    summary: idea.summary.startsWith(idea.name) ? product.name + idea.summary.slice(idea.name.length) : `${product.name}: ${idea.summary}`,
    // The singular form cannot be read from a free-text audience; the writers fall back to neutral words.
    ...(audience ? { audience, audienceOne: null } : {}),
  };
}
