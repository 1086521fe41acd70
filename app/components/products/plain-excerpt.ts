import { stripFlowchartBlocks } from "@shared/flowchart-block";

/** Only the start of a long result is read: an excerpt needs a few lines, and the work stays bounded. */
const READ_CHARACTERS = 3_000;

/**
 * The opening words of a saved item's latest version as plain text, for the product timeline:
 * diagrams, code fences and Markdown marks dropped, whitespace collapsed, cut at a word. It is
 * rendered as text (never HTML), so whatever a model wrote shows as characters.
 */
export function plainExcerpt(markdown: string, maxCharacters = 220): string {
  const text = stripFlowchartBlocks(markdown.slice(0, READ_CHARACTERS))
    .split("\n")
    .filter((line) => !/^\s*(```|~~~|\|?\s*:?-{3,})/.test(line))
    // A heading runs into the text after it, so it is set off from it.
    .map((line) => (/^\s{0,3}#{1,6}\s/.test(line) ? `${line} ·` : line))
    .map((line) => line.replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/, "").replace(/\|/g, " "))
    .join(" ")
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, "")
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
    .replace(/[*_`~]{1,3}/g, "")
    .replace(/\s+/g, " ")
    .replace(/( ·)+$/, "")
    .trim();
  const characters = Array.from(text);
  if (characters.length <= maxCharacters) return text;
  const cut = characters.slice(0, maxCharacters).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxCharacters / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:·–—-]+$/, "")}…`;
}
