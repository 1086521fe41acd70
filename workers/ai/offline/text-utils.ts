/**
 * Small deterministic text helpers for the offline model: the same input always gives the
 * same words, so answers and tests are reproducible without any randomness.
 */

const STOPWORDS = new Set(
  `a an and are as at be but by can could do does for from has have how i if in into is it its just like me my
  of on or our so that the their them then there these they this to too up us want was we what when where which
  who why will with would you your app apps application platform tool idea startup product users user people
  help helps make makes build create get new about also some more most very really need needs using use based
  should please want wants let lets into onto over than that's it's i'm we're don't can't`
    .split(/\s+/)
    .filter(Boolean),
);

/** FNV-1a: a stable 32-bit hash used to pick between phrasings deterministically. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks one option, stable for a given seed text. */
export function pick<T>(options: readonly T[], seed: string): T {
  return options[hash(seed) % options.length]!;
}

/** Meaningful words in order of first appearance, lower-cased, without duplicates. */
export function keywords(text: string, limit = 8): string[] {
  const seen = new Set<string>();
  for (const raw of text.toLowerCase().match(/[\p{L}][\p{L}\p{N}'-]*/gu) ?? []) {
    const word = raw.replace(/^'+|'+$/g, "");
    if (word.length < 3 || STOPWORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    if (seen.size >= limit) break;
  }
  return [...seen];
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Dog walking marketplace" from "an app for dog walking marketplace ...": a short name for the idea. */
export function topic(text: string, words = 3): string {
  const found = keywords(text, words);
  return found.length > 0 ? capitalize(found.join(" ")) : "Your idea";
}

/** A product-style name such as "Dogwalk" built from the idea's first keywords. */
export function productName(text: string): string {
  const [first, second] = keywords(text, 2);
  if (!first) return "Launchpad";
  const name = second ? first.slice(0, 5) + second.slice(0, 4) : first;
  return capitalize(name.replace(/[^\p{L}\p{N}]/gu, ""));
}

/** The first sentence (or first ~140 characters) of a text, for quoting the user's own words. */
export function firstSentence(text: string, max = 140): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const sentence = clean.split(/(?<=[.!?])\s/)[0] ?? clean;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/** Clips to a length, never breaking inside a surrogate pair. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("");
}

/** Splits text into stream tokens: each word with the whitespace that follows it. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

/** Escapes text for HTML output (the offline landing page generator). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
