import { describe, expect, it } from "vitest";
import { unwrapMarkdownFence } from "../../../shared/answer-text";
import { toolContracts } from "../../../tools/contracts";
import { findFlowchartBlocks } from "../../../shared/flowchart-block";
import { readFlowchartJson } from "../../../shared/flowchart-read";
import { diagramsAsMermaid } from "../../../shared/product-markdown";
import { readStrategyDiagram } from "../../../tools/build-startup/server-diagram";
import { plainTextFinish } from "../../../workers/api/functions/finishers";
import { toolServers } from "../../../tools/server";

const strategyInput = { startupIdea: "Dog walking" };

describe("text answers cleaned on the server", () => {
  it("unwraps a Markdown answer wrapped in a ```markdown fence, with or without a line before it", () => {
    expect(plainTextFinish("strategy", "```markdown\n# Pricing\n\n- Freemium\n```")).toEqual({ strategy: "# Pricing\n\n- Freemium" });
    expect(unwrapMarkdownFence("Sure! Here is your plan:\n\n```md\n## Launch\nPost on Product Hunt.\n```\nGood luck!")).toBe(
      "## Launch\nPost on Product Hunt.",
    );
    // Cut off before the closing fence: the opening line still goes.
    expect(unwrapMarkdownFence("```markdown\n# Case study\n\nThe team started")).toBe("# Case study\n\nThe team started");
  });

  it("leaves Markdown that only contains code blocks as it is", () => {
    const text = "# Plan\n\n```flowchart-json\n{}\n```\n\nNext steps.";
    expect(unwrapMarkdownFence(text)).toBe(text);
    const code = "Use this snippet:\n```\nnpm install\n```";
    expect(unwrapMarkdownFence(code)).toBe(code);
  });
});

describe("the startup strategy's diagram read through the repair path", () => {
  const strategy = (block: string) =>
    `# MVP plan\n\nBuild the booking flow first.\n\n## Flow diagram\n\n${block}\n\n## Risks\n\nWalker supply.`;

  it("keeps the diagram when the block has trailing commas, and rewrites it cleanly in the saved text", () => {
    const block =
      '```flowchart-json\n{"nodes": [{"id": "a", "type": "screen", "data": {"label": "Home"},}, {"id": "b", "type": "endpoint", "data": {"label": "Booked", "status": "success"}},], "edges": [{"id": "e1", "source": "a", "target": "b"},],}\n```';
    const read = readStrategyDiagram(strategy(block));
    expect(read.flowchart?.nodes.map((n) => n.data.label)).toEqual(["Home", "Booked"]);
    expect(read.repaired).toBe(true);
    const [saved] = findFlowchartBlocks(read.strategy);
    expect(JSON.parse(saved!.json)).toEqual(read.flowchart);
    expect(read.strategy).toContain("## Risks");
  });

  it("reads a diagram written in another common shape from a plain ```json block", () => {
    const block =
      '```json\n{"nodes": [{"id": 1, "type": "start", "label": "Open app"}, {"id": 2, "type": "Process", "label": "Pick walker"}, {"id": 3, "type": "Decision", "label": "Available?"}, {"id": 4, "type": "finish", "label": "Booked"}], "edges": [{"from": 1, "to": 2}, {"from": 2, "to": 3}, {"from": 3, "to": 4, "label": "yes"}]}\n```';
    const { strategy: text, flowchart } = toolServers["build-startup"].finishText!(strategy(block), strategyInput);
    expect(flowchart?.nodes.map((n) => n.type)).toEqual(["start", "action", "decision", "end"]);
    expect(flowchart?.edges).toHaveLength(3);
    expect(text).toContain("```flowchart-json");
  });

  it("leaves an exact diagram and its text untouched", () => {
    const exact = {
      nodes: [
        { id: "a", type: "screen", data: { label: "Home" } },
        { id: "b", type: "screen", data: { label: "List" } },
      ],
      edges: [{ id: "e", source: "a", target: "b" }],
    };
    const text = strategy("```flowchart-json\n" + JSON.stringify(exact) + "\n```");
    expect(readStrategyDiagram(text)).toEqual({ strategy: text, flowchart: exact, repaired: false });
  });

  it("unwraps a strategy answered inside a ```markdown fence and still finds its diagram", () => {
    const block =
      '```flowchart-json\n{"nodes": [{"id": "a", "type": "screen", "data": {"label": "Home"}}, {"id": "b", "type": "screen", "data": {"label": "List"}}], "edges": [{"id": "e", "source": "a", "target": "b"}]}\n```';
    const { strategy: text, flowchart } = toolServers["build-startup"].finishText!(
      "```markdown\n" + strategy(block) + "\n```",
      strategyInput,
    );
    expect(text.startsWith("# MVP plan")).toBe(true);
    expect(flowchart?.nodes).toHaveLength(2);
  });
});

describe("diagrams read back from saved results and refine requests", () => {
  const looseGraph = {
    nodes: [
      { id: 1, type: "Start", label: "Open app" },
      { id: 2, type: "page", label: "Walkers" },
    ],
    edges: [{ from: 1, to: 2 }],
  };

  it("draws a saved block written in another shape, and leaves one that is no diagram unread", () => {
    expect(readFlowchartJson(JSON.stringify(looseGraph))?.nodes.map((n) => n.type)).toEqual(["start", "screen"]);
    expect(readFlowchartJson("{not json")).toBeNull();
    expect(diagramsAsMermaid("```flowchart-json\n" + JSON.stringify(looseGraph) + "\n```")).toContain("```mermaid");
  });

  it("accepts a refine whose previous diagram is in another shape, normalized", () => {
    const parsed = toolContracts["build-startup"].request.safeParse({
      startupIdea: "Dog walking",
      previous: { strategy: "# Plan", flowchart: looseGraph },
      instruction: "Add a payment step",
    });
    expect(parsed.success).toBe(true);
    expect((parsed.data as { previous: { flowchart: { edges: Array<{ source: string }> } } }).previous.flowchart.edges[0]!.source).toBe(
      "1",
    );
  });
});
