import { describe, expect, it } from "vitest";
import answers from "../fixtures/model-answers/validate-ux.json";
import { validateUxResponseSchema } from "../../shared/contracts/validate-ux";
import { validationReport } from "../../shared/result-markdown";
import { readableText } from "../../shared/readable-text";
import { quoteResult } from "../../app/components/chat/attached-result";

/** A report from a recorded answer of a real model, as the validator saves and hands it to the chat. */
function realReport(): string {
  const clean = answers.find((answer) => answer.id === "vu-clean-json-mode")!;
  const { results } = validateUxResponseSchema.parse(JSON.parse(clean.answers[0]!.content));
  return validationReport({
    prototypeUrl: "https://www.figma.com/proto/example/shop",
    screenKeys: ["k1", "k2"],
    personas: [{ name: "Priya", description: "Shops on her phone" }],
    tasks: [...new Set(results.map((r) => r.task))],
    results,
  });
}

describe("Ask in chat quotes a validation report as readable text", () => {
  const message = quoteResult({ title: "UX validation report", markdown: realReport() }, "Which fix first?");

  it("shows no Markdown markers: no bold stars, heading hashes or image links", () => {
    expect(message).not.toContain("**");
    expect(message).not.toMatch(/^> #/m);
    expect(message).not.toContain("](");
    expect(message).not.toContain("/api/uploads/");
  });

  it("keeps what a reader needs: who tried it, the sentiment, the estimated success and the feedback", () => {
    expect(message).toContain("> Synthetic users: Priya");
    expect(message).toContain("> Priya — Find a size that fits and add the jacket to the cart");
    expect(message).toContain("> Sentiment: confident · Success rate: 85% (estimated)");
    expect(message).toContain("> “Picking a size was easy once I found the guide.");
    expect(message).toMatch(/^> • Visibility of system status: /m);
  });

  it("leaves out a heading whose section held only images", () => {
    expect(message).not.toContain("> Screens");
    expect(message).toContain("> Results");
  });

  it("ends with the question, after the quote", () => {
    expect(message.endsWith("\n\nWhich fix first?")).toBe(true);
  });
});

describe("readableText", () => {
  it("turns tables into rows of cells and drops their divider", () => {
    expect(readableText("| Plan | Price |\n|---|---:|\n| Pro | $9 |")).toBe("Plan · Price\nPro · $9");
  });

  it("shows a diagram as a placeholder instead of its code", () => {
    expect(readableText('## Flow\n\n```flowchart-json\n{"nodes":[]}\n```\n\nDone.')).toBe("Flow\n\n(diagram)\n\nDone.");
  });

  it("keeps the words of links and of emphasis, not their marks", () => {
    expect(readableText("See [the guide](https://example.com) — *really* _worth_ it, `npm start`.")).toBe(
      "See the guide — really worth it, npm start.",
    );
  });

  it("keeps snake_case words and multiplications as they are", () => {
    expect(readableText("Set max_items to 3 * 4 items.")).toBe("Set max_items to 3 * 4 items.");
  });

  it("keeps brackets that open no link as they are", () => {
    expect(readableText("Options [a, b] (pick one)")).toBe("Options [a, b] (pick one)");
  });
});
