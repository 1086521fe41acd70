import { stripFlowchartBlocks } from "./flowchart-block";
import { stripLandingBlocks } from "./landing-fence";
import { stripWireframeBlocks } from "./wireframe-block";

/** An excerpt reads only the start of a long result: it needs a few lines, and the work stays bounded. */
const EXCERPT_READ_CHARACTERS = 3_000;

/**
 * Saved Markdown as the words a reader sees, for places that show text, never formatting
 * (timeline excerpts, search snippets): diagram, page and drawing blocks dropped (they are drawn,
 * not read), code fences, heading, quote and list marks, emphasis, images and link addresses
 * dropped, whitespace collapsed. Each pattern stops at the next bracket or line, so the work
 * stays linear in the text's length whatever a model wrote.
 */
export function plainText(markdown: string): string {
  return (
    stripWireframeBlocks(stripLandingBlocks(stripFlowchartBlocks(markdown)))
      .split("\n")
      .filter((line) => !/^\s*(```|~~~|\|?\s*:?-{3,})/.test(line))
      // A heading runs into the text after it, so it is set off from it.
      .map((line) => (/^\s{0,3}#{1,6}\s/.test(line) ? `${line} ·` : line))
      .map((line) => line.replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/, "").replace(/\|/g, " "))
      .join(" ")
      .replace(/!\[[^[\]]*\]\([^()\s]*\)/g, "")
      .replace(/\[([^[\]]*)\]\([^()\s]*\)/g, "$1")
      .replace(/<(https?:\/\/[^<>\s]*)>/g, "$1")
      .replace(/[*_`~]{1,3}/g, "")
      .replace(/\s+/g, " ")
      .replace(/( ·)+$/, "")
      .replace(/^(· )+/, "")
      .trim()
  );
}

/**
 * Text cut to at most `maxCharacters` whole characters at the last word that fits, with "…" when
 * anything was left out (a single word longer than half the room is cut inside it instead).
 */
export function cutAtWord(text: string, maxCharacters: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxCharacters) return text;
  // One character more than fits: a space right after the room means its last word is whole.
  const head = characters.slice(0, maxCharacters + 1).join("");
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > maxCharacters / 2 ? head.slice(0, lastSpace) : characters.slice(0, maxCharacters).join("");
  return `${cut.replace(/[\s.,;:·–—-]+$/, "")}…`;
}

/** The opening words of a saved item's latest version as plain text, cut at a word (the product timeline). */
export function plainExcerpt(markdown: string, maxCharacters = 220): string {
  return cutAtWord(plainText(markdown.slice(0, EXCERPT_READ_CHARACTERS)), maxCharacters);
}
