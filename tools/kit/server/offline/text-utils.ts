/**
 * Small deterministic text helpers for the offline model: the same input always gives the
 * same words, so answers and tests are reproducible without any randomness.
 */

const STOPWORDS = new Set(
  `a an and are as at be but by can could do does for from has have how i if in into is it its just like me my of on or our so that the
  their them then there these they this to too up us want was we what when where which who why will with would you your app apps
  application platform tool idea startup product users user people help helps make makes build create get new about also some more most
  very really need needs using use based should please wants let lets onto over than that's it's i'm we're don't can't`
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

/** "match dog owners" from "Match dog owners"; "CRM …" and "Kita-Plätze …" keep their capitals. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}[\p{Ll}\p{M}]*(?![\p{L}\p{N}-])/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The first sentence (or its first ~140 characters, ending on a whole word) of a text, for quoting the user's own words. */
export function firstSentence(text: string, max = 140): string {
  const clean = text.replace(/\s+/g, " ").trim();
  // A "sentence" of one or two words ("Uber...", "Idea:") runs on into the next one.
  let end = 0;
  for (const stop of clean.matchAll(/[.!?](?=\s)/g)) {
    end = stop.index + 1;
    if ((clean.slice(0, end).match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= 3 || end > max) break;
    end = 0;
  }
  return clipAtWord(end > 0 ? clean.slice(0, end) : clean, max);
}

/** Clips to a length, never breaking inside a surrogate pair. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("");
}

/**
 * Clips to at most `max` characters at the end of a whole word, marked with "…", so a quote
 * never ends in a cut-off word. Only text without any space in reach is cut mid-word.
 */
export function clipAtWord(text: string, max: number, min = 0): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.search(/\s\S*$/);
  const cut = space >= Math.max(min, (max - 1) / 2) ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:—–-]+$/u, "")}…`;
}

/** A phrase to write into a sentence: one line, without the punctuation it ended on, clipped at a word. */
export function bare(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return clipAtWord(line.replace(/[.!?;:,]+$/, ""), max);
}

/** Splits text into stream tokens: each word with the whitespace that follows it. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}
