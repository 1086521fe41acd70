import { describe, expect, it } from "vitest";
import { hasFlowchartBlock, splitAtFlowchartBlocks, stripFlowchartBlocks, flowchartBlock } from "../../shared/flowchart-block";
import { placeGraph } from "../../app/components/diagram/flow-model";
import { graphToSvg, wrapLabel } from "../../app/components/diagram/svg-export";
import { outlineToHtml, templateDocument } from "../../tools/build-startup/client-template-html";
import { extractFlowchart } from "../../tools/build-startup/server-diagram";
import { startupFlowchart } from "../../tools/kit/server/offline/idea-flowchart";
import { startupStrategy } from "../../tools/build-startup/server-offline";

describe("SVG export", () => {
  const graph = placeGraph(startupFlowchart("Garden tool lending between neighbours"));
  const { svg, width, height } = graphToSvg(graph, "Key <flow>");

  it("is a standalone SVG document sized to the graph", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(svg).toContain("<title>Key &lt;flow&gt;</title>");
    expect(width).toBeGreaterThan(200);
    expect(height).toBeGreaterThan(300);
  });

  it("draws every node, one arrowed path per edge, a diamond for the decision and green/red outcomes", () => {
    expect(svg.match(/<path d="M[\d.-]+,[\d.-]+ C/g)).toHaveLength(graph.edges.length);
    expect(svg.match(/marker-end="url\(#arrow\)"/g)).toHaveLength(graph.edges.length);
    expect(svg.match(/<polygon points=/g)).toHaveLength(1);
    expect(svg).toContain('fill="#dcfce7" stroke="#15803d"');
    expect(svg).toContain('fill="#fee2e2" stroke="#b91c1c"');
    expect(svg).toContain(">Yes</text>");
  });

  it("escapes labels", () => {
    const evil = graphToSvg({
      nodes: [{ id: "a", type: "screen", position: { x: 0, y: 0 }, data: { label: "<script>x</script>" } }],
      edges: [],
    }).svg;
    expect(evil).not.toContain("<script>");
  });

  it("wraps long labels into at most three lines", () => {
    const lines = wrapLabel("A very long label that keeps going and going well past the width of any node", 160);
    expect(lines.length).toBe(3);
    expect(lines.at(-1)!.endsWith("…")).toBe(true);
  });
});

describe("diagram blocks in text", () => {
  const strategy = startupStrategy({ startupIdea: "Garden tool lending between neighbours" });

  it("hides the JSON block and the heading that introduced it", () => {
    expect(hasFlowchartBlock(strategy)).toBe(true);
    const text = stripFlowchartBlocks(strategy);
    expect(text).not.toContain("flowchart-json");
    expect(text).not.toContain('"nodes"');
    expect(text).not.toMatch(/## Flow diagram\s*$/);
    expect(text).toContain("## 5. Success metrics");
  });

  it("hides a block that is still streaming in", () => {
    const partial = strategy.slice(0, strategy.indexOf('"edges"'));
    expect(stripFlowchartBlocks(partial)).not.toContain("{");
  });

  it("splits saved results at their blocks and writes blocks the server can read back", () => {
    const block = flowchartBlock(startupFlowchart("x y z"));
    const parts = splitAtFlowchartBlocks(`## One\n\nText\n\n${block}\n\nAfter`);
    expect(parts.map((p) => p.kind)).toEqual(["text", "flow", "text"]);
    expect(extractFlowchart(block)).toEqual(startupFlowchart("x y z"));
  });

  it("finds the diagram after a differently labelled or a stray unclosed fence in model text", () => {
    const block = flowchartBlock(startupFlowchart("x y z"));
    for (const before of ["```c++\nint main() {}\n```\n\nText", "A stray ``` fence and ```\nmore", "Unclosed:\n```\ncode without an end"]) {
      const parts = splitAtFlowchartBlocks(`${before}\n\n${block}\n\nAfter`);
      expect(parts.filter((p) => p.kind === "flow")).toHaveLength(1);
      expect(extractFlowchart(`${before}\n\n${block}`)).toEqual(startupFlowchart("x y z"));
    }
  });
});

describe("landing page template download", () => {
  it("turns the outline into escaped HTML", () => {
    expect(outlineToHtml("# Title\n\n## 1. Pitch — **Bold** <b>\nSome *copy*\n\n- one\n- two\n\n1. first")).toBe(
      [
        "<h1>Title</h1>",
        "<h2>1. Pitch — <strong>Bold</strong> &lt;b&gt;</h2>",
        "<p>Some <em>copy</em></p>",
        "<ul>",
        "<li>one</li>",
        "<li>two</li>",
        "</ul>",
        "<ol>",
        "<li>first</li>",
        "</ol>",
      ].join("\n"),
    );
  });

  it("wraps it in a complete HTML document", () => {
    const doc = templateDocument("# Hello");
    expect(doc.startsWith("<!doctype html>")).toBe(true);
    expect(doc).toContain("<h1>Hello</h1>");
    expect(doc.trimEnd().endsWith("</html>")).toBe(true);
  });
});

describe("replacing a saved result's diagram blocks", () => {
  it("rewrites only the blocks named by their place, keeping the text around them", async () => {
    const { flowchartBlock, replaceFlowchartBlocks, findFlowchartBlocks } = await import("../../shared/flowchart-block");
    const a = {
      nodes: [
        { id: "a", type: "screen" as const, data: { label: "A" } },
        { id: "b", type: "screen" as const, data: { label: "B" } },
      ],
      edges: [{ id: "e", source: "a", target: "b" }],
    };
    const b = { ...a, nodes: [a.nodes[0]!, { id: "b", type: "screen" as const, data: { label: "Edited" } }] };
    const text = `# One\n\n${flowchartBlock(a)}\n\n## Two\n\n${flowchartBlock(a)}\n\nEnd.`;
    const out = replaceFlowchartBlocks(text, new Map([[1, b]]));
    const blocks = findFlowchartBlocks(out).map((block) => JSON.parse(block.json));
    expect(blocks).toEqual([a, b]);
    expect(out.startsWith("# One")).toBe(true);
    expect(out.endsWith("End.")).toBe(true);
  });
});
