/**
 * The words search works on, and how they are written to the index (docs/product.md#search-and-rename).
 *
 * Every indexed word carries its owner's search key in front of it ("k3j9xq2m" + "onboarding"),
 * so the index is, in effect, one index per user: a prefix search for "onboard" expands only
 * over the searcher's own words and reads only the searcher's rows, however much other users
 * have saved. The words are folded here, in one place, the same way for the text and for the
 * query; the table's `ascii` tokenizer then only splits on the spaces between them.
 */

/** Length of the key in front of every indexed word: fixed, so a key never runs into its word. */
const SEARCH_KEY_LENGTH = 8;
/** Longer words are indexed and searched by their first this many characters. */
const MAX_WORD_CHARACTERS = 60;
/** More words than this add nothing but work; the rest of a search is ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The user's key: the first characters of their id (random base32). Two users sharing a key only
 * share index pages, never results, since every search also checks the conversation's owner.
 */
export function searchKey(userId: string): string {
  return userId
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, SEARCH_KEY_LENGTH)
    .padEnd(SEARCH_KEY_LENGTH, "0");
}

/**
 * Text folded for search: compatibility forms to plain ones (fullwidth "ｃａｆｅ" → "cafe", "ﬁ" →
 * "fi"), accents and other marks removed ("İstanbul" → "istanbul", never "i" + a dot), lower
 * case, final sigma as sigma, "ß" as "ss" (so "Straße" and "STRASSE" meet).
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ").replace(/ß/g, "ss");
}

const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

/** The distinct folded words of a text, in order of first appearance. */
export function foldedWords(text: string): string[] {
  const words = foldForSearch(text).match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_CHARACTERS)))];
}

/**
 * The words of a search box: runs of letters and digits, folded, no duplicates, at most
 * MAX_SEARCH_WORDS. Everything else (quotes, `-`, `*`, `NEAR(`, `:`) is a separator, so no user
 * syntax ever reaches MATCH.
 */
export function searchWords(query: string): string[] {
  return foldedWords(query).slice(0, MAX_SEARCH_WORDS);
}

/** What the index stores for one title or message of the user: each distinct word once, keyed. */
export function indexedWords(userId: string, text: string): string {
  const key = searchKey(userId);
  return foldedWords(text)
    .map((word) => key + word)
    .join(" ");
}
