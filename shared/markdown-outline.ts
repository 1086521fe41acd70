import { linesOutsideFences } from "./markdown-safe";

/**
 * A saved result set inside a larger document (a product export, its PDF) keeps the document's
 * outline: its headings move under the item's own, and none goes deeper than level three, so a
 * result's `# Title` never sits beside the product's name and a table of contents stays readable.
 */

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** A line that cannot be a setext heading's text: blank, indented code, a list item, a quote, a table row, a rule. */
const NOT_PARAGRAPH = /^(?:\s*$| {4}|\t| {0,3}(?:[-*+]\s|\d{1,9}[.)]\s|>|\||#|(?:[-*_][ \t]*){3,}$))/;
/** Deepest heading a document's outline uses. */
export const DEEPEST_HEADING = 3;

type Heading = { index: number; level: number; text: string; underline: boolean };

/** The headings outside code blocks: ATX (`## Title`) and setext (a line underlined with `===` or `---`). */
function findHeadings(lines: string[]): Heading[] {
  const outside = linesOutsideFences(lines);
  const headings: Heading[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!outside[i]) continue;
    const atx = ATX.exec(lines[i]!);
    if (atx) {
      headings.push({ index: i, level: atx[1]!.length, text: (atx[2] ?? "").trim(), underline: false });
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(lines[i]!);
    const previous = lines[i - 1];
    if (underline && previous !== undefined && outside[i - 1] && !NOT_PARAGRAPH.test(previous)) {
      if (headings.at(-1)?.index === i - 1) continue;
      headings.push({ index: i - 1, level: underline[1]![0] === "=" ? 1 : 2, text: previous.trim(), underline: true });
    }
  }
  return headings;
}

/**
 * The Markdown with its headings starting at `top` and none deeper than DEEPEST_HEADING: deeper
 * ones become bold lines. A lone title on the first line (shallower than every other heading, like
 * a report's `# UX validation report`) is a bold line too, so the sections under it take `top`.
 * One pass over the lines; code blocks are left as written.
 */
export function fitHeadings(markdown: string, top: number): string {
  const lines = markdown.split("\n");
  const headings = findHeadings(lines);
  if (headings.length === 0) return markdown;
  const firstLine = lines.findIndex((line) => line.trim() !== "");
  const [first, ...rest] = headings;
  const loneTitle = first!.index === firstLine && rest.every((h) => h.level > first!.level);
  const outline = loneTitle ? rest : headings;
  const shallowest = Math.min(...outline.map((h) => h.level));
  const drop = new Set<number>();
  for (const heading of headings) {
    const level = heading === first && loneTitle ? Infinity : top + heading.level - shallowest;
    const text = heading.text || " ";
    lines[heading.index] = level <= DEEPEST_HEADING ? `${"#".repeat(level)} ${heading.text}`.trimEnd() : `**${text}**`;
    if (heading.underline) drop.add(heading.index + 1);
  }
  return lines.filter((_, i) => !drop.has(i)).join("\n");
}

/**
 * Anchors for headings as most Markdown tools make them (GitHub's rule: lower case, punctuation
 * dropped, spaces as hyphens, a repeat numbered), so a table of contents links to its sections.
 */
export function headingAnchors(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base =
      text
        .toLowerCase()
        .trim()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-") || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** Text set in Markdown as written, not as formatting (a title in a heading or a link). */
export function plainInline(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_[\]<>#|]/g, "\\$&");
}

/** The text of each heading outside code blocks, in order (what anchors are made from). */
export function outlineHeadings(markdown: string): string[] {
  return findHeadings(markdown.split("\n")).map((heading) => heading.text);
}
