import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import type { ProductDto } from "../../shared/contracts/products";
import { flowchartBlock } from "../../shared/flowchart-block";
import { toMermaid } from "../../shared/flowchart-mermaid";
import { landingBlock } from "../../shared/landing-fence";
import { fitHeadings, headingAnchors } from "../../shared/markdown-outline";
import { productDocument } from "../../shared/product-document";
import { diagramsAsMermaid, productFileName, productMarkdown, screenKeysIn, withScreenFiles } from "../../shared/product-markdown";
import { plainExcerpt } from "../../shared/plain-text";

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
  items: 3,
  role: "owner",
  ownerEmail: null,
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 20),
};

const SCREEN_KEY = "a".repeat(32);
const REPORT = [
  "# UX validation report",
  "",
  "> Simulated estimates",
  "",
  "## Screens",
  "",
  `![Screen 1](/api/uploads/${SCREEN_KEY})`,
  "",
  "## Results",
  "",
  "### Maya — Book a call",
  "",
  "#### UX recommendations",
  "",
  "- Show the price first",
].join("\n");

// Listed newest first, as the timeline (and the API) reads them.
const ITEMS = [
  {
    title: "Pocket Tutor flows",
    tool: "generate-visual-flow" as const,
    createdAt: Date.UTC(2026, 10, 18),
    updatedAt: Date.UTC(2026, 10, 20),
    versions: 3,
    latest: `## Book a tutor\n\nThe main flow.\n\n${flowchartBlock(FLOW)}`,
  },
  {
    title: "Book a call",
    tool: "validate-ux" as const,
    createdAt: Date.UTC(2026, 10, 19),
    updatedAt: Date.UTC(2026, 10, 19),
    versions: 1,
    latest: REPORT,
  },
  {
    title: "Pricing chat",
    tool: null,
    createdAt: Date.UTC(2026, 10, 10),
    updatedAt: Date.UTC(2026, 10, 19),
    versions: 1,
    latest: "Charge **$5** per call.",
  },
];

/** The document's headings, in order, as `##` marks and text. */
const headingsOf = (markdown: string) => [...markdown.matchAll(/^(#{1,6}) (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`);

describe("a product exported as one Markdown document", () => {
  const screens = new Map([[SCREEN_KEY, "images/screen-01.png"]]);
  const markdown = productMarkdown(PRODUCT, ITEMS, Date.UTC(2026, 10, 23), null, screens);

  it("holds the brief, the personas and every item's latest version", () => {
    expect(markdown.startsWith("# Pocket Tutor\n")).toBe(true);
    expect(markdown).toContain("Exported from UX Twin on 2026-11-23");
    expect(markdown).toContain("**Idea**\n\nMatch students with a tutor for a 15-minute call.");
    expect(markdown).toContain("**Audience**\n\nHigh-school students");
    // An empty field is left out rather than shown as an empty heading.
    expect(markdown).not.toContain("**Notes**");
    expect(markdown).toContain("### Maya\n\nBusy student\n\n- **Motivation:** Finish homework");
    expect(markdown).toContain("*User flows · 2026-11-18, updated 2026-11-20 · Version 3 (latest)*");
    expect(markdown).toContain("*Chat · 2026-11-10, updated 2026-11-19*\n\nCharge **$5** per call.");
  });

  it("lists the items in the order the work happened, after a table of contents that links each section", () => {
    const order = ["## Pricing chat", "## Pocket Tutor flows", "## Book a call"].map((heading) => markdown.indexOf(`\n${heading}\n`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const contents = markdown.slice(markdown.indexOf("## Contents"), markdown.indexOf("\n## Brief"));
    expect(contents).toContain("- [Brief](#brief)\n- [Personas](#personas)\n- Saved items (3), in the order they were made:");
    expect(contents).toContain(
      "  1. [Pricing chat](#pricing-chat) · Chat\n  2. [Pocket Tutor flows](#pocket-tutor-flows) · User flows\n  3. [Book a call](#book-a-call) · UX validation report",
    );
  });

  it("keeps every heading within three levels, with a result's own title and deeper sections as bold lines", () => {
    const headings = headingsOf(markdown);
    expect(headings.every((heading) => (heading.startsWith("# ") ? heading === "# Pocket Tutor" : /^#{2,3} /.test(heading)))).toBe(true);
    expect(headings.filter((heading) => heading.startsWith("# "))).toHaveLength(1);
    // The report's "# UX validation report" does not sit beside the product's name.
    expect(markdown).toContain("## Book a call\n\n*UX validation report · 2026-11-19 · Version 1 (latest)*\n\n**UX validation report**");
    expect(markdown).toContain("### Screens");
    expect(markdown).toContain("### Results");
    expect(markdown).toContain("**Maya — Book a call**");
    expect(markdown).toContain("**UX recommendations**");
    expect(markdown).toContain("**Book a tutor**\n\nThe main flow.");
  });

  it("points screenshots at the images beside the document, never at the app", () => {
    expect(markdown).toContain("![Screen 1](images/screen-01.png)");
    expect(markdown).not.toContain("/api/uploads");
    // A screenshot that is no longer stored is named in words instead of a broken image.
    expect(withScreenFiles(REPORT, new Map([[SCREEN_KEY, null]]))).toContain("*Screen 1: the image is no longer stored.*");
    expect(screenKeysIn(`${REPORT}\n${REPORT}\n![x](/api/uploads/${"b".repeat(32)})`)).toEqual([SCREEN_KEY, "b".repeat(32)]);
  });

  it("turns saved diagrams into Mermaid blocks", () => {
    expect(markdown).toContain("```mermaid\n" + toMermaid(FLOW) + "\n```");
    expect(markdown).not.toContain("flowchart-json");
  });

  it("exports wireframe screens as their lists of components and a landing page as its words, without their data", () => {
    const screen =
      '## Find a walker\n\n- Heading: Find a walker\n- Button: Book → Booking\n\n```wireframe-json\n{"device":"phone","screen":{}}\n```';
    const landing = `## Landing page\n\n### Walks in one tap\n\n${landingBlock({ v: 1 } as never)}`;
    const at = Date.UTC(2026, 10, 21);
    const exported = productMarkdown(
      PRODUCT,
      [
        { title: "Walker screens", tool: "generate-wireframes", createdAt: at, updatedAt: at, versions: 1, latest: screen },
        { title: "Walker page", tool: "generate-landing-page", createdAt: at + 1, updatedAt: at + 1, versions: 1, latest: landing },
      ],
      Date.UTC(2026, 10, 23),
    );
    expect(exported).toContain("*Wireframes · 2026-11-21 · Version 1 (latest)*");
    expect(exported).toContain("- Button: Book → Booking");
    expect(exported).not.toContain("wireframe-json");
    expect(exported).not.toContain('"device"');
    expect(exported).toContain("Walks in one tap");
    expect(exported).not.toContain("landing-page-json");
  });

  it("says so when nothing is saved yet", () => {
    const empty = productMarkdown({ ...PRODUCT, personas: [] }, [], Date.UTC(2026, 10, 23));
    expect(empty).toContain("## Personas\n\nNo personas saved yet.");
    expect(empty).toContain("- Saved items: nothing saved in this product yet.");
  });

  it("gives two items with the same title their own anchors, counting the headings inside items", () => {
    const twice = [ITEMS[2]!, { ...ITEMS[2]!, createdAt: ITEMS[2]!.createdAt + 1, latest: "## Pricing chat\n\n### Detail\n\nMore." }];
    const sections = productDocument(PRODUCT, [...twice, { ...ITEMS[2]!, createdAt: ITEMS[2]!.createdAt + 2 }], 0).sections;
    // The second item's own "Pricing chat" heading (a lone title, now a bold line) takes no anchor.
    expect(sections.filter((s) => s.kind).map((s) => s.anchor)).toEqual(["pricing-chat", "pricing-chat-1", "pricing-chat-2"]);
  });
});

describe("a result's headings inside a larger document", () => {
  it("start at the given level and go no deeper than three; deeper ones become bold lines", () => {
    expect(fitHeadings("Intro\n\n## Plan\n\n### Step\n\n#### Detail", 2)).toBe("Intro\n\n## Plan\n\n### Step\n\n**Detail**");
  });

  it("turn a lone title on the first line into a bold line, so the sections under it take the level", () => {
    expect(fitHeadings("# Report\n\n## One\n\n### Deep", 3)).toBe("**Report**\n\n### One\n\n**Deep**");
  });

  it("read underlined headings too, and leave code blocks and text alone", () => {
    expect(fitHeadings("Title\n=====\n\nSection\n-------\n\n```\n# inside code\n```\ntext # not a heading", 3)).toBe(
      "**Title**\n\n### Section\n\n```\n# inside code\n```\ntext # not a heading",
    );
    // A rule after a blank line is a rule, not a heading.
    expect(fitHeadings("## One\n\n---\n\n## Two", 3)).toBe("### One\n\n---\n\n### Two");
  });

  it("get anchors the way Markdown tools make them", () => {
    const anchor = headingAnchors();
    expect([anchor("Book a call"), anchor("Book a call!"), anchor("Café: “Nº 1”"), anchor("???")]).toEqual([
      "book-a-call",
      "book-a-call-1",
      "café-nº-1",
      "section",
    ]);
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

  it("names the file after the product", () => {
    expect(productFileName("Pocket Tutor")).toBe("pocket-tutor.md");
    expect(productFileName("Pocket Tutor", "zip")).toBe("pocket-tutor.zip");
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
