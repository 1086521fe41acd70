import { describe, expect, it } from "vitest";
import { cutAtWord, plainText } from "../../shared/plain-text";
import { flowchartBlock } from "../../shared/flowchart-block";
import { LANDING_FENCE } from "../../shared/landing-fence";
import { WIREFRAME_FENCE } from "../../shared/wireframe-block";

describe("saved Markdown as plain text", () => {
  it("shows the words without heading, list, emphasis or code marks", () => {
    const markdown = "## Screens\n\n**Synthetic users:** Maya, Leo\n\n- Book a `walk` in _two_ taps\n1. Pay\n> Simulated ~~estimates~~";
    expect(plainText(markdown)).toBe("Screens · Synthetic users: Maya, Leo Book a walk in two taps Pay Simulated estimates");
  });

  it("keeps a link's words and drops its address, and drops images", () => {
    expect(plainText("See [the pricing page](https://example.test/pricing) ![Screen 1](/api/uploads/u/1.png) or <https://x.test/a>")).toBe(
      "See the pricing page or https://x.test/a",
    );
  });

  it("leaves out diagrams and page data, which are drawn rather than read", () => {
    const flow = flowchartBlock({ nodes: [{ id: "a", type: "start", data: { label: "Start" }, position: { x: 0, y: 0 } }], edges: [] });
    expect(plainText(`Intro words\n\n${flow}\n\nAfter the flow`)).toBe("Intro words After the flow");
    expect(plainText(`\`\`\`${LANDING_FENCE}\n{"sections":[]}\n\`\`\`\n\nThe page`)).toBe("The page");
    expect(plainText(`Sign up screen\n\n\`\`\`${WIREFRAME_FENCE}\n{"device":"phone"}\n\`\`\``)).toBe("Sign up screen");
  });
});

describe("text cut at a word", () => {
  it("ends at the last whole word that fits, with an ellipsis", () => {
    expect(cutAtWord("busy dog owners with verified walkers", 25)).toBe("busy dog owners with…");
  });

  it("keeps a last word that ends exactly at the limit", () => {
    expect(cutAtWord("busy dog owners with verified walkers", 20)).toBe("busy dog owners with…");
  });

  it("leaves a text that fits as it is and cuts one long word inside it", () => {
    expect(cutAtWord("short", 20)).toBe("short");
    expect(cutAtWord("x".repeat(30), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
