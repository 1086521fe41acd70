import fc from "fast-check";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SavedToolResult } from "../../app/components/conversations/saved-result";
import { planMarkdown } from "../../app/components/tools/markdown-guard";
import { scanMarkdown } from "../../app/components/tools/markdown-scan";
import { MarkdownResult } from "../../app/components/tools/markdown-result";
import type { WorkMeter } from "../../app/lib/work-meter";
import { realisticResult, WORST_MARKDOWN } from "../fixtures/worst-case-text.mjs";

const renderResult = (markdown: string) =>
  renderToString(createElement(MarkdownResult, { title: "Result", markdown, fileName: "result.md" }));

const renderSaved = (...results: string[]) =>
  renderToString(
    createElement(SavedToolResult, {
      tool: "build-startup",
      brief: "A tool library for neighbours",
      versions: [{ number: 1, note: null, restoredFrom: null }],
      latest: { number: 1, note: null, restoredFrom: null, parts: results },
      loadVersion: () => Promise.reject(new Error("one version only")),
    }),
  );

describe("a saved result with deep nesting", () => {
  it.each(["4,000 > then hi", "32,000 > then hi", "16,000 nested list items", "nested ordered items", "nested strong and emphasis"])(
    "(%s) renders without throwing, as its readable text",
    (name) => {
      const html = renderSaved(WORST_MARKDOWN[name]!);
      expect(html).toContain('data-render="plain"');
      expect(html).toContain(name.includes("> then hi") ? "&gt; hi" : " a");
      expect(html).toContain("A tool library for neighbours");
    },
  );
});

describe("Markdown on crafted text", () => {
  it.each(Object.keys(WORST_MARKDOWN))("(%s) takes the bounded path: shown as plain text, not parsed", (name) => {
    const text = WORST_MARKDOWN[name]!;
    expect(planMarkdown(text).render).toBe("plain");
    const body = renderResult(text).split('class="prose-result')[1]!;
    expect(body).toContain('data-render="plain"');
    expect(body).not.toMatch(/<(em|strong|del|h1|h2|blockquote|ul|ol|table)[ >]/);
  });

  it("still renders an ordinary long result as Markdown", () => {
    const text = realisticResult();
    expect(planMarkdown(text)).toEqual({ render: "markdown" });
    const html = renderResult(text);
    expect(html).not.toContain('data-render="plain"');
    for (const tag of ["<h2>", "<h3>", "<strong>", "<em>", "<del>", "<table>", "<blockquote>", "<ol>", '<input type="checkbox"', "<code"]) {
      expect(html).toContain(tag);
    }
  });

  it("decides by reading each character a few times at most, whatever the text", () => {
    const reads = (text: string) => {
      const meter: WorkMeter = { steps: 0 };
      scanMarkdown(text, meter);
      return meter.steps;
    };
    for (const text of [...Object.values(WORST_MARKDOWN), realisticResult()]) {
      const steps = reads(text);
      expect(steps).toBeGreaterThan(0);
      expect(steps).toBeLessThanOrEqual(4 * text.length);
      // Twice the text, about twice the reads (a quadratic scan would read four times as much).
      expect(reads(text + text)).toBeLessThan(3 * steps);
    }
  });
});

/** How many containers (quotes, list items, footnotes) and inline wrappers (emphasis, links) nest at most. */
function nesting(tree: Nodes) {
  let containers = 0;
  let inline = 0;
  const stack: Array<[Nodes, number, number]> = [[tree, 0, 0]];
  while (stack.length > 0) {
    const [node, c, i] = stack.pop()!;
    const nc = c + (node.type === "blockquote" || node.type === "listItem" || node.type === "footnoteDefinition" ? 1 : 0);
    const ni =
      i +
      (node.type === "emphasis" || node.type === "strong" || node.type === "delete" || node.type === "link" || node.type === "linkReference"
        ? 1
        : 0);
    containers = Math.max(containers, nc);
    inline = Math.max(inline, ni);
    if ("children" in node) for (const child of node.children) stack.push([child as Nodes, nc, ni]);
  }
  return { containers, inline };
}

describe("the nesting estimate", () => {
  // Pieces that build quotes, lists, footnotes, emphasis, links, fences (closed exactly or not),
  // HTML blocks, headings and every kind of line ending.
  const piece = fc.constantFrom(
    ...[">", "> ", ">\t", "- ", "-\t", "* ", "+ ", "1. ", "1.\t", "2) ", "[^1]: ", "[^a\\]b]: ", "\n    [^2]: ", "  ", "    ", "\t", " "],
    ...["\n", "\n\n", "\r", "\r\n", "\n- ", "\n1. ", "\n> ", "\n\n    "],
    ...["*", "**", "_", "__", "~", "~~", "[", "]", "](u)", "![", "[^1]", "a", "b ", "`", "\\", ":", "."],
    ...["```\n", " ```\n", "    ```\n", "\t```\n", "````\n", "``` x\n", "~~~\n", "   ~~~\n", "<div>\n", "<pre>\n", "<!--", "-->"],
    ...["# ", "=", "---", "a\n===\n", "|"],
  );

  it("is never below the nesting the parser produces, whatever the text", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (parts) => {
        const text = parts.join("");
        const scan = scanMarkdown(text);
        const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
        const found = nesting(tree);
        expect(found.containers).toBeLessThanOrEqual(scan.containerDepth + scan.footnoteDefinitions);
        // A link never holds a link, so links add at most one level to emphasis.
        expect(found.inline).toBeLessThanOrEqual(scan.paragraphDelimiters + 1);
      }),
      { numRuns: 2000 },
    );
  }, 120_000); // thousands of parses: a generous limit for a busy machine, not a speed check
});
