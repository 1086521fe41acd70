/**
 * Whether a text is rendered as Markdown or as plain text (docs/product.md#hostile-text-stays-fast: linear time, bounded depth).
 *
 * react-markdown (micromark → mdast → hast → React) is quadratic on some inputs and recursive in
 * the depth of the tree it builds: a long run of `*a` was slow to render, and thousands of nested
 * `>` overflowed the stack and turned /share/:id into a 500 (docs/benchmarks.md). Rather than patch constructs
 * one by one, markdown-scan.ts measures what drives that cost and depth in one linear pass, and a
 * text past any limit below is shown as plain preformatted text: still readable, never slow.
 * The decision depends only on the text, so the server and the browser always agree on it.
 */
import type { WorkMeter } from "~/lib/work-meter";
import { scanMarkdown } from "./markdown-scan";

export const MARKDOWN_BOUNDS = {
  /** The longest message a conversation stores; anything longer can only be a live result. */
  characters: 32_000,
  /** Results nest lists and quotes three or four deep; far deeper nesting overflows the stack. */
  containerDepth: 16,
  /** Results rarely hold any; each may nest in the one before. */
  footnoteDefinitions: 64,
  /**
   * Per paragraph: about 60 bold phrases. Bounds the emphasis depth (too deep overflows the stack)
   * and the parser's walk back over the paragraph for each delimiter.
   */
  paragraphDelimiters: 256,
  paragraphBrackets: 256,
  paragraphAngles: 256,
  setextUnderlines: 64,
  /**
   * About twice what a long, dense result of the longest stored length weighs (WEIGHTS in
   * markdown-scan.ts): the most a text still set as Markdown costs is about twice such a result.
   */
  weight: 20_000,
} as const;

export type PlainReason = "too long" | "nested too deep" | "too many delimiters" | "too many headings" | "too dense";
export type MarkdownPlan = { render: "markdown" } | { render: "plain"; reason: PlainReason };

export function planMarkdown(text: string, meter?: WorkMeter): MarkdownPlan {
  // Checked first, so an over-long text is not even scanned.
  if (text.length > MARKDOWN_BOUNDS.characters) return { render: "plain", reason: "too long" };
  const scan = scanMarkdown(text, meter);
  if (scan.containerDepth > MARKDOWN_BOUNDS.containerDepth || scan.footnoteDefinitions > MARKDOWN_BOUNDS.footnoteDefinitions) {
    return { render: "plain", reason: "nested too deep" };
  }
  if (
    scan.paragraphDelimiters > MARKDOWN_BOUNDS.paragraphDelimiters ||
    scan.paragraphBrackets > MARKDOWN_BOUNDS.paragraphBrackets ||
    scan.paragraphAngles > MARKDOWN_BOUNDS.paragraphAngles
  ) {
    return { render: "plain", reason: "too many delimiters" };
  }
  if (scan.setextUnderlines > MARKDOWN_BOUNDS.setextUnderlines) return { render: "plain", reason: "too many headings" };
  if (scan.weight > MARKDOWN_BOUNDS.weight) return { render: "plain", reason: "too dense" };
  return { render: "markdown" };
}
