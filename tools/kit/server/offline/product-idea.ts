import type { ProductBrief } from "../model-context";
import { readIdea, type Idea } from "./idea";
import { clipAtWord, firstSentence } from "./text-utils";

/**
 * What the offline writers need of the product a run works in; null outside a product. Notes and
 * personas are optional because callers that only know the name and audience still qualify.
 */
export type OfflineProduct =
  (Pick<ProductBrief, "name" | "audience"> & Partial<Pick<ProductBrief, "notes" | "personas">>) | null | undefined;

/** Long enough for "busy parents who garden at weekends", short enough to sit inside a sentence. */
const AUDIENCE_CHARACTERS = 160;

/** Text as a phrase to write into a sentence: one line, no closing punctuation, clipped at a word; null when empty. */
function phrase(text: string | undefined, max: number): string | null {
  const clean = (text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?;:,]+$/, "");
  return clean ? clipAtWord(clean, max) : null;
}

/** The product's audience as a phrase to write into a sentence ("Busy parents who garden at weekends"), or null. */
export function productAudience(product: OfflineProduct): string | null {
  return phrase(product?.audience, AUDIENCE_CHARACTERS);
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

/** Enough personas to name in a sentence; the rest are in the product page. */
const MAX_PERSONAS = 4;
const MAX_NOTES = 3;

export type PersonaLine = { name: string; about: string | null; wants: string | null };

/** The product's personas, each with what they are and want in a few words, ready for a sentence. */
export function productPersonas(product: OfflineProduct): PersonaLine[] {
  return (product?.personas ?? [])
    .filter((p) => p.name.trim())
    .slice(0, MAX_PERSONAS)
    .map((p) => ({
      name: clipAtWord(p.name.replace(/\s+/g, " ").trim(), 60),
      about: phrase(p.description, 100),
      wants: phrase(p.motivation, 100),
    }));
}

/** "Maya (busy parent) and Sam (retired neighbour)": the personas as one noun phrase, or null. */
export function personaPhrase(product: OfflineProduct, withDetails = true): string | null {
  const parts = productPersonas(product).map((p) => (withDetails && p.about ? `${p.name} (${p.about})` : p.name));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The product's notes as up to three short statements (the first sentence of each paragraph or line). */
export function productNotes(product: OfflineProduct): string[] {
  return (product?.notes ?? "")
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((line) => firstSentence(line.replace(/^[-*•\d.)\s]+/, ""), 200).replace(/[.!?;:,]+$/, ""))
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .slice(0, MAX_NOTES);
}
