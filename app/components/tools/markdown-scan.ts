/**
 * One linear pass over a Markdown text that measures what makes react-markdown slow or deep
 * (see markdown-guard.ts for the limits). The counts may over-estimate but never under-estimate
 * (tests/unit/markdown-bounds.test.ts checks this against the parser on generated texts):
 *
 * - containerDepth: quotes and list items a line sits in. A line opens one container per `>` or
 *   list marker in its prefix and stays inside a list item only by indenting at least two
 *   columns for it (not counting the space that belongs to a marker), so markers + indent / 2
 *   bounds the depth on every line that opens one (other lines only continue containers).
 * - footnoteDefinitions: all of them. Footnote definitions nest too, and four spaces continue
 *   every one of them at once, so only their total bounds how deep they go.
 * - paragraphDelimiters: `*` `_` `~` in one paragraph. Every level of emphasis or strikethrough
 *   uses at least one, and the parser walks back over the paragraph for each of them.
 * - paragraphBrackets, paragraphAngles: `[` `]` and `<`, which links and raw HTML match the same way.
 *   A "paragraph" here runs between blank lines, cut also where a line cannot continue one
 *   (an ATX heading, a bullet or item 1 with text, a fence), so a list of bold items counts per item.
 * - setextUnderlines: lines of `=` or `-` right after text; each one re-copies the parser's events.
 * - weight, an estimate rather than a bound: lines, markers and every character the pipeline turns
 *   into a node, each weighted by what it costs to render (WEIGHTS); the pipeline's work grows with it.
 *
 * Lines of a fenced code block opened at column 0 are code and only add weight. Once a line could
 * open an HTML block (which can swallow a fence line), fences are no longer trusted.
 */
import type { WorkMeter } from "~/lib/work-meter";
import {
  BACKTICK,
  code,
  COLON,
  DOT,
  HASH,
  isBlank,
  isLineEnd,
  LT,
  NEWLINE,
  readerOf,
  readPrefix,
  RETURN,
  runOf,
  SPACE,
  TILDE,
  type Reader,
} from "./markdown-line";

export type MarkdownScan = {
  containerDepth: number;
  footnoteDefinitions: number;
  paragraphDelimiters: number;
  paragraphBrackets: number;
  paragraphAngles: number;
  setextUnderlines: number;
  weight: number;
};

const INLINE_DELIMITERS = new Set([..."*_~"].map(code));
const BRACKETS = new Set([..."[]"].map(code));

/**
 * Render cost of each construct, relative to one emphasis delimiter, measured on texts of one
 * construct repeated (docs/benchmarks.md): list items and quote levels, links, table cells,
 * headings and autolinks cost several delimiters each, a plain line a few.
 */
export const WEIGHTS = { line: 3, codeLine: 1, heading: 3, marker: 8, delimiter: 1, bracket: 6, angle: 6, autolink: 6 } as const;
// Other characters that become a node or a token: table cells, code spans, escapes, entities, e-mail autolinks.
const INLINE_WEIGHTS = new Map<number, number>([[code("|"), 6], ...[..."`\\&@!"].map((char): [number, number] => [code(char), 1])]);
export function scanMarkdown(text: string, meter?: WorkMeter): MarkdownScan {
  const scan: MarkdownScan = {
    containerDepth: 0,
    footnoteDefinitions: 0,
    paragraphDelimiters: 0,
    paragraphBrackets: 0,
    paragraphAngles: 0,
    setextUnderlines: 0,
    weight: 0,
  };
  const reader = readerOf(text);
  const { at } = reader;
  let delimiters = 0;
  let brackets = 0;
  let angles = 0;
  const newParagraph = () => (delimiters = brackets = angles = 0);
  let fence = 0; // character of the open fence, 0 outside one
  let fenceLength = 0;
  let trustFences = true;
  let afterText = false;

  // Each turn reads one line; `i` ends on its line ending, which `pastLineEnd` steps over.
  const pastLineEnd = (i: number) => (at(i) === RETURN && at(i + 1) === NEWLINE ? i + 2 : i + 1);
  for (let i = 0; i < text.length; i = pastLineEnd(i)) {
    const lineStart = i;
    if (fence) {
      scan.weight += WEIGHTS.codeLine;
      // Code, up to the exact closing line: at most three spaces, a long enough run of the fence
      // character, then only blanks. (Closing early would be as wrong as closing late: the next
      // fence line would then be read as an opening one.)
      while (at(i) === SPACE && i - lineStart < 4) i++;
      const run = i - lineStart < 4 ? runOf(at, i, fence) : 0;
      i += run;
      while (isBlank(at(i))) i++;
      if (run >= fenceLength && isLineEnd(at(i))) fence = 0;
      while (!isLineEnd(at(i))) i++;
      continue;
    }

    scan.weight += WEIGHTS.line;
    const prefix = readPrefix(reader, i, afterText);
    i = prefix.end;
    const opened = prefix.markers - prefix.footnotes; // quotes and list items
    if (opened > 0) scan.containerDepth = Math.max(scan.containerDepth, opened + Math.floor(prefix.columns / 2));
    scan.footnoteDefinitions += prefix.footnotes;
    scan.weight += WEIGHTS.marker * prefix.markers;
    if (prefix.setext) scan.setextUnderlines++;

    const first = at(i);
    const blank = isLineEnd(first);
    if (blank && prefix.markers === 0) newParagraph();
    else if (prefix.startsBlock && !blank) newParagraph();
    else if (i === lineStart && first === HASH) {
      const hashes = runOf(at, i, HASH);
      if (hashes <= 6 && (isBlank(at(i + hashes)) || isLineEnd(at(i + hashes)))) {
        newParagraph();
        scan.weight += WEIGHTS.heading;
      }
    } else if (i === lineStart && (first === BACKTICK || first === TILDE) && runOf(at, i, first) >= 3) {
      let end = i;
      let infoHasBacktick = false;
      for (end += runOf(at, i, first); !isLineEnd(at(end)); end++) infoHasBacktick ||= at(end) === BACKTICK;
      // "```a`b" is text with a code span, not a fence.
      if (!(first === BACKTICK && infoHasBacktick)) {
        newParagraph();
        if (trustFences) {
          fence = first;
          fenceLength = runOf(at, i, first);
          i = end;
          afterText = true;
          continue;
        }
      }
    }
    // An HTML block can swallow a later fence line, and a fence indented by one to three columns
    // may be closed by one at column 0: after either, column-0 fences no longer tell code apart.
    const indentedFence = i > lineStart && (first === BACKTICK || first === TILDE) && runOf(at, i, first) >= 3;
    if (prefix.markers === 0 && prefix.columns <= 3 && (first === LT || indentedFence)) trustFences = false;

    // The rest of the line: inline syntax.
    for (let c = at(i); !isLineEnd(c); c = at(++i)) {
      if (INLINE_DELIMITERS.has(c)) {
        scan.paragraphDelimiters = Math.max(scan.paragraphDelimiters, ++delimiters);
        scan.weight += WEIGHTS.delimiter;
      } else if (BRACKETS.has(c)) {
        scan.paragraphBrackets = Math.max(scan.paragraphBrackets, ++brackets);
        scan.weight += WEIGHTS.bracket;
      } else if (c === LT) {
        scan.paragraphAngles = Math.max(scan.paragraphAngles, ++angles);
        scan.weight += WEIGHTS.angle;
      } else if (isAutolinkStart(at, i, c)) scan.weight += WEIGHTS.autolink;
      else scan.weight += INLINE_WEIGHTS.get(c) ?? 0;
    }
    afterText = !(blank && prefix.markers === 0);
  }
  if (meter) meter.steps += reader.reads;
  return scan;
}

const [W, SLASH] = [..."w/"].map(code);
/** "www." and "://" start GFM autolink literals, each a link node. */
const isAutolinkStart = (at: Reader["at"], i: number, c: number) =>
  (c === W && at(i + 1) === W && at(i + 2) === W && at(i + 3) === DOT) || (c === COLON && at(i + 1) === SLASH && at(i + 2) === SLASH);
