import { FLOWCHART_FENCE } from "./flowchart-block";
import { LANDING_FENCE } from "./landing-fence";
import { WIREFRAME_FENCE } from "./wireframe-block";

/**
 * A result's Markdown as a person reads it aloud (docs/product.md#products, "Ask in chat"): no
 * `**`, `##`, `>` or table pipes, images and diagrams left out (they are not text), lists as
 * bullets, and a heading only when something follows it. One pass over the lines, each handled
 * with expressions whose repeats are bounded, so any text takes time in proportion to its length.
 */

const FENCE = /^\s*(```|~~~)\s*([\w-]*)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
// Bounded repeats: an unclosed "[" is tried against at most a few hundred characters, never the rest of the line.
const IMAGE = /!\[([^\]\n]{0,300})\]\([^)\n]{0,2000}\)/g;
const LINK = /\[([^\]\n]{0,300})\]\([^)\s]{0,2000}\)/g;

/** Code blocks that hold a drawing (a diagram, wireframes, a landing page), not words. */
const DRAWINGS = new Set(["mermaid", FLOWCHART_FENCE, WIREFRAME_FENCE, LANDING_FENCE, "json"]);

export function readableText(markdown: string): string {
  const out: string[] = [];
  /** Headings not yet followed by anything, with their depth: shown only once something is. */
  let pending: { depth: number; text: string }[] = [];
  let fence: { marker: string; drawing: boolean } | null = null;

  const emit = (line: string) => {
    if (line) {
      for (const heading of pending) {
        if (out.length && out[out.length - 1] !== "") out.push("");
        out.push(heading.text, "");
      }
      pending = [];
      out.push(line);
    } else if (out.length > 0 && out[out.length - 1] !== "") out.push("");
  };

  for (const raw of markdown.split("\n")) {
    const fenceMatch = FENCE.exec(raw);
    if (fence) {
      if (fenceMatch && fenceMatch[1] === fence.marker && !fenceMatch[2]) fence = null;
      else if (!fence.drawing) emit(raw.trimEnd());
      continue;
    }
    if (fenceMatch) {
      const drawing = DRAWINGS.has(fenceMatch[2]!.toLowerCase());
      fence = { marker: fenceMatch[1]!, drawing };
      if (drawing) emit("(diagram)");
      continue;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      const depth = heading[1]!.length;
      const text = inline(heading[2]!);
      // A heading with nothing under it before the next one at its depth or above is left out.
      pending = [...pending.filter((h) => h.depth < depth), ...(text ? [{ depth, text }] : [])];
      continue;
    }
    if (RULE.test(raw) || TABLE_DIVIDER.test(raw)) continue;
    emit(block(raw));
  }
  while (out.length && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}

/** One line without its block markers: quotes, bullets and table pipes. */
function block(raw: string): string {
  let line = raw.replace(/^(\s*>\s?)+/, "");
  const bullet = /^(\s*)[-*+]\s+(.*)$/.exec(line);
  if (bullet) line = `${bullet[1]}• ${bullet[2]}`;
  if (/^\s*\|.*\|\s*$/.test(line))
    line = line
      .trim()
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim())
      .join(" · ");
  return inline(line).trimEnd();
}

/** Inline Markdown as text: images out, links as their words, emphasis and code marks dropped. */
function inline(text: string): string {
  return text
    .replace(IMAGE, "")
    .replace(LINK, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/(^|[\s(“"])[*_](?=\S)/g, "$1")
    .replace(/(?<=\S)[*_](?=[\s)”".,;:!?]|$)/g, "")
    .replace(/\\([\\`*_[\]#>|-])/g, "$1");
}
