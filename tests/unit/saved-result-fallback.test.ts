import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SavedToolResult } from "../../app/components/conversations/saved-result";

// Two ways a result can fail to render: the Markdown pipeline throws on its text (as it did with a
// stack overflow on deeply nested quotes), or any other component inside the result throws.
vi.mock("react-markdown", async (importOriginal) => {
  const real = await importOriginal<typeof import("react-markdown")>();
  const Markdown: typeof real.default = (options) => {
    if (String(options.children).includes("PIPELINE-BREAKS")) throw new RangeError("Maximum call stack size exceeded");
    return real.default(options);
  };
  return { ...real, default: Markdown };
});
vi.mock("../../shared/flowchart-block", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../shared/flowchart-block")>();
  return {
    ...real,
    hasFlowchartBlock: (text: string) => text.includes("COMPONENT-BREAKS") || real.hasFlowchartBlock(text),
    splitAtFlowchartBlocks: (text: string) => {
      if (text.includes("COMPONENT-BREAKS")) throw new Error("a component broke");
      return real.splitAtFlowchartBlocks(text);
    },
  };
});

const renderSaved = (...results: string[]) =>
  renderToString(
    createElement(SavedToolResult, {
      tool: "monetization-strategy",
      brief: "Pricing for a tool library",
      versions: [{ number: 1, note: null, restoredFrom: null }],
      latest: { number: 1, note: null, restoredFrom: null, parts: results },
      loadVersion: () => Promise.reject(new Error("one version only")),
    }),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe("one saved result that fails to render", () => {
  it("shows its own text as plain text while the others render as Markdown", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderSaved(
      "## First plan\n\n**Charge** from day one.",
      "## Broken\n\nPIPELINE-BREAKS <b>raw</b> *text*",
      "## Third plan\n\n- keep *it* simple",
    );
    expect(html).toContain("<h2>First plan</h2>");
    expect(html).toContain("<strong>Charge</strong>");
    expect(html).toContain("<h2>Third plan</h2>");
    expect(html).toContain("<em>it</em>");
    // The broken one: readable, as text, never as HTML.
    expect(html).toContain('data-render="plain"');
    expect(html).toContain("## Broken");
    expect(html).toContain("PIPELINE-BREAKS &lt;b&gt;raw&lt;/b&gt; *text*");
    expect(html).toContain("Pricing for a tool library");
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("is replaced by its text when any component inside it throws, and the page still renders", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderSaved("## First plan\n\nAll good.", "## Second\n\nCOMPONENT-BREAKS here", "## Third plan\n\nAlso good.");
    expect(html).toContain("<h2>First plan</h2>");
    expect(html).toContain("<h2>Third plan</h2>");
    expect(html).toContain("COMPONENT-BREAKS here");
    expect(html).not.toContain("<h2>Second</h2>");
  });
});
