import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import type { ProductDto } from "../../shared/contracts/products";
import { flowchartBlock } from "../../shared/flowchart-block";
import { toMermaid } from "../../shared/flowchart-mermaid";
import { demoteHeadings, diagramsAsMermaid, productFileName, productMarkdown } from "../../shared/product-markdown";
import { plainExcerpt } from "../../app/components/products/plain-excerpt";

const FLOW: FlowchartData = {
  nodes: [
    { id: "a", type: "screen", data: { label: "Sign up" } },
    { id: "b", type: "decision", data: { label: 'Email "valid"?' } },
    { id: "c", type: "endpoint", data: { label: "Booked", status: "success" } },
  ],
  edges: [
    { id: "e1", source: "a", target: "b" },
    { id: "e2", source: "b", target: "c", label: "yes" },
  ],
};

const PRODUCT: ProductDto = {
  id: "p1",
  name: "Pocket Tutor",
  idea: "Match students with a tutor for a 15-minute call.",
  audience: "High-school students",
  notes: "",
  personas: [{ name: "Maya", description: "Busy student", motivation: "Finish homework", context: "" }],
  items: 2,
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 20),
};

const ITEMS = [
  {
    title: "Pocket Tutor flows",
    tool: "generate-visual-flow" as const,
    updatedAt: Date.UTC(2026, 10, 20),
    versions: 3,
    latest: `## Book a tutor\n\nThe main flow.\n\n${flowchartBlock(FLOW)}`,
  },
  { title: "Pricing chat", tool: null, updatedAt: Date.UTC(2026, 10, 19), versions: 1, latest: "Charge **$5** per call." },
];

describe("a product exported as one Markdown document", () => {
  const markdown = productMarkdown(PRODUCT, ITEMS, Date.UTC(2026, 10, 23));

  it("holds the brief, the personas and every item's latest version, newest first", () => {
    expect(markdown.startsWith("# Pocket Tutor\n")).toBe(true);
    expect(markdown).toContain("Exported from UX Twin on 2026-11-23");
    expect(markdown).toContain("**Idea**\n\nMatch students with a tutor for a 15-minute call.");
    expect(markdown).toContain("**Audience**\n\nHigh-school students");
    // An empty field is left out rather than shown as an empty heading.
    expect(markdown).not.toContain("**Notes**");
    expect(markdown).toContain("### Maya\n\nBusy student\n\n- **Motivation:** Finish homework");
    expect(markdown).toContain("## Saved items (2)");
    expect(markdown.indexOf("### Pocket Tutor flows")).toBeLessThan(markdown.indexOf("### Pricing chat"));
    expect(markdown).toContain("*User flows · 2026-11-20 · Version 3 (latest)*");
    expect(markdown).toContain("*Chat · 2026-11-19*\n\nCharge **$5** per call.");
  });

  it("turns saved diagrams into Mermaid blocks and nests the items' headings under their own", () => {
    expect(markdown).toContain("```mermaid\n" + toMermaid(FLOW) + "\n```");
    expect(markdown).not.toContain("flowchart-json");
    expect(markdown).toContain("\n##### Book a tutor\n");
  });

  it("exports wireframe screens as their lists of components, without the drawing data", () => {
    const screen =
      '## Find a walker\n\n- Heading: Find a walker\n- Button: Book → Booking\n\n```wireframe-json\n{"device":"phone","screen":{}}\n```';
    const exported = productMarkdown(
      PRODUCT,
      [{ title: "Walker screens", tool: "generate-wireframes", updatedAt: Date.UTC(2026, 10, 21), versions: 1, latest: screen }],
      Date.UTC(2026, 10, 23),
    );
    expect(exported).toContain("*Wireframes · 2026-11-21 · Version 1 (latest)*");
    expect(exported).toContain("- Button: Book → Booking");
    expect(exported).not.toContain("wireframe-json");
    expect(exported).not.toContain('"device"');
  });

  it("says so when nothing is saved yet", () => {
    const empty = productMarkdown({ ...PRODUCT, personas: [] }, [], Date.UTC(2026, 10, 23));
    expect(empty).toContain("No personas saved yet.");
    expect(empty).toContain("## Saved items (0)\n\nNothing saved in this product yet.");
  });
});

describe("the pieces of the export", () => {
  it("writes diagrams as Mermaid flowcharts with safe ids, escaped labels and endpoint colours", () => {
    expect(toMermaid(FLOW)).toBe(
      [
        "flowchart TD",
        '  n1["Sign up"]',
        '  n2{"Email #quot;valid#quot;?"}',
        '  n3(["Booked"])',
        "  n1 --> n2",
        '  n2 -->|"yes"| n3',
        "  classDef success fill:#dcfce7,stroke:#15803d,color:#14532d",
        "  classDef failure fill:#fee2e2,stroke:#b91c1c,color:#7f1d1d",
        "  class n3 success",
      ].join("\n"),
    );
  });

  it("keeps a diagram block that is not a valid diagram as its JSON", () => {
    const broken = 'Intro\n\n```flowchart-json\n{"nodes": [}\n```\n\nOutro';
    expect(diagramsAsMermaid(broken)).toBe('Intro\n\n```json\n{"nodes": [}\n```\n\nOutro');
  });

  it("moves headings down but never past level six, and leaves code blocks alone", () => {
    expect(demoteHeadings("# One\n#### Four\ntext # not a heading\n```\n# inside code\n```\n## Two", 3)).toBe(
      "#### One\n###### Four\ntext # not a heading\n```\n# inside code\n```\n##### Two",
    );
  });

  it("names the file after the product", () => {
    expect(productFileName("Pocket Tutor")).toBe("pocket-tutor.md");
    expect(productFileName("Café / Bar: “Nº 1”!")).toBe("café-bar-nº-1.md");
    expect(productFileName("???")).toBe("product.md");
    expect(productFileName("x".repeat(200))).toBe(`${"x".repeat(80)}.md`);
  });
});

describe("a timeline excerpt", () => {
  it("is the opening words as plain text, without Markdown marks or diagrams", () => {
    const text = `# UX validation report\n\n> **Simulated** estimates\n\n- [Sign up](https://x.test) works\n\n${flowchartBlock(FLOW)}\n\n| a | b |\n|---|---|\n| c | d |`;
    expect(plainExcerpt(text)).toBe("UX validation report · Simulated estimates Sign up works a b c d");
  });

  it("is cut at a word with an ellipsis", () => {
    const excerpt = plainExcerpt("word ".repeat(100), 30);
    expect(excerpt).toBe("word word word word word word…");
  });

  it("reads only the start of a very long text", () => {
    expect(plainExcerpt("a".repeat(1_000_000), 50)).toHaveLength(51);
  });
});
