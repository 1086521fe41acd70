import { SNIPPET_MARK_END, SNIPPET_MARK_START } from "../../shared/contracts/conversations";
import { foldForSearch } from "../search-text";

/** Words a snippet shows: the passage around the first match. */
const SNIPPET_WORDS = 16;
/** Words shown before the first match, so it reads in context. */
const WORDS_BEFORE_MATCH = 4;

const WORD_IN_TEXT = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;

/**
 * The passage of `text` around its first word that starts with one of the (folded) search
 * words, SNIPPET_WORDS words long, matches wrapped in SNIPPET_MARK_START/END, "…" where the
 * text goes on, white space as single spaces. Null when no word matches.
 */
export function searchSnippet(text: string, words: readonly string[]): string | null {
  const found = [...text.matchAll(WORD_IN_TEXT)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    matches: words.some((word) => foldForSearch(match[0]).startsWith(word)),
  }));
  const first = found.findIndex((word) => word.matches);
  if (first < 0) return null;
  const from = Math.max(0, Math.min(first - WORDS_BEFORE_MATCH, found.length - SNIPPET_WORDS));
  const shown = found.slice(from, from + SNIPPET_WORDS);
  let passage = "";
  let cursor = shown[0]!.start;
  for (const word of shown) {
    passage += text.slice(cursor, word.start);
    const wordText = text.slice(word.start, word.end);
    passage += word.matches ? `${SNIPPET_MARK_START}${wordText}${SNIPPET_MARK_END}` : wordText;
    cursor = word.end;
  }
  const before = from > 0 ? "…" : "";
  const after = from + shown.length < found.length ? "…" : "";
  return `${before}${passage.replace(/\s+/g, " ").trim()}${after}`;
}
