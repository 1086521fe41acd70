import { describe, expect, it } from "vitest";
import { titleFrom } from "../../db/queries/conversations";

describe("a saved conversation's title", () => {
  it("drops NUL, ESC and other C0/C1 control characters", () => {
    expect(titleFrom("Plan\u0000 my\u001b[31m launch\u0085\u009b week\u007f")).toBe("Plan my[31m launch week");
  });

  it("drops bidirectional overrides, isolates and marks, so a title cannot reorder the list around it", () => {
    expect(titleFrom("\u202eevil\u202c \u2066iso\u2069 \u200eltr\u200f \u061calm \u202a\u202b\u202d\u2067\u2068done")).toBe(
      "evil iso ltr alm done",
    );
  });

  it("still turns line breaks and tabs into single spaces, and falls back when nothing printable is left", () => {
    expect(titleFrom("  first line\n\tsecond\r\nthird  ")).toBe("first line second third");
    expect(titleFrom("\u0000\u202e\u001b")).toBe("Untitled");
  });

  it("counts the 50 characters after cleaning, in whole code points", () => {
    expect(titleFrom("\u202e".repeat(10) + "🙂".repeat(60))).toBe(`${"🙂".repeat(50)}…`);
  });

  it("is cut at a word boundary with an ellipsis, never inside a word", () => {
    expect(titleFrom("A dog walking app that matches busy dog owners with verified walkers nearby")).toBe(
      "A dog walking app that matches busy dog owners…",
    );
    expect(titleFrom("A booking app for dog walkers in small towns, with reviews")).toBe(
      "A booking app for dog walkers in small towns, with…",
    );
    expect(titleFrom("Short and whole")).toBe("Short and whole");
  });
});

describe("a saved tool result's title", () => {
  const idea = "Dog walking app for busy owners\nThey book a walk in two taps.";

  it("names its kind before the first line of its brief, so the plan and the flows of one idea differ", () => {
    expect(titleFrom(idea, "build-startup")).toBe("Startup strategy: Dog walking app for busy owners");
    expect(titleFrom(idea, "generate-visual-flow")).toBe("User flows: Dog walking app for busy owners");
    expect(titleFrom(idea, null)).toBe("Dog walking app for busy owners They book a walk…");
  });

  it("cuts a long brief at a word and keeps the kind whole", () => {
    const title = titleFrom("A marketplace that connects local makers with nearby buyers every weekend", "monetization-strategy");
    expect(title).toBe("Monetization strategy: A marketplace that connects local makers with…");
  });

  it("does not repeat a kind the brief already opens with", () => {
    expect(titleFrom("Wireframes (Phone): Sign up flow", "generate-wireframes")).toBe("Wireframes (Phone): Sign up flow");
    expect(titleFrom("UX validation: Book a walk\nPrototype: 2 screens", "validate-ux")).toBe("UX validation: Book a walk");
  });

  it("is the kind alone when the brief has nothing printable", () => {
    expect(titleFrom("\u0000\u202e\n more", "case-study-generator")).toBe("Case study");
  });
});
