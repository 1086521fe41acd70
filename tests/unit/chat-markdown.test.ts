import { describe, expect, it } from "vitest";
import { chatFileName, chatMarkdown, chatTitleFrom, plainMessageText } from "../../app/lib/chat-markdown";

const CHAT = [
  { role: "user", content: "How do I price a tea subscription?" },
  { role: "assistant", content: "Start with **three tiers** (most teams do).\nAnchor on the middle one." },
  { role: "user", content: "And the trial?" },
  { role: "assistant", content: "Offer 14 days." },
];

describe("a chat downloaded as Markdown", () => {
  it("starts with the title and lists who said what, in order", () => {
    const markdown = chatMarkdown("Tea pricing", CHAT);
    expect(markdown.split("\n").slice(0, 3)).toEqual(["# Tea pricing", "", "## You"]);
    const speakers = markdown.split("\n").filter((line) => line.startsWith("## "));
    expect(speakers).toEqual(["## You", "## UX Twin", "## You", "## UX Twin"]);
    const order = ["How do I price", "three tiers", "And the trial?", "Offer 14 days."].map((text) => markdown.indexOf(text));
    expect(order.every((at, index) => at > 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
  });

  it("keeps a reply's bold and line breaks, and drops the remarks the screen hides", () => {
    const markdown = chatMarkdown("Tea pricing", CHAT);
    expect(markdown).toContain("Start with **three tiers**.\nAnchor on the middle one.");
    expect(markdown).not.toContain("most teams do");
  });

  it("keeps a reply's own headings below the speaker's, so the outline holds", () => {
    const markdown = chatMarkdown("Plan", [{ role: "assistant", content: "# Plan\n## Steps\n### Why\n```\n# not a heading\n```" }]);
    const outsideCode = markdown.slice(0, markdown.indexOf("```"));
    expect(outsideCode.match(/^#{1,6} .+$/gm)).toEqual(["# Plan", "## UX Twin", "### Steps"]);
    expect(outsideCode).toContain("**Plan**\n### Steps\n**Why**");
    expect(markdown).toContain("```\n# not a heading\n```");
  });

  it("carries no script into tools that render HTML", () => {
    const markdown = chatMarkdown("<img src=x onerror=alert(1)>", [
      { role: "user", content: "<script>alert(1)</script>" },
      { role: "assistant", content: "[click](javascript:alert(1))" },
    ]);
    expect(markdown).not.toMatch(/<script|<img|javascript:/i);
  });

  it("leaves out empty turns and names an untitled chat", () => {
    const markdown = chatMarkdown("  ", [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "   " },
    ]);
    expect(markdown).toBe("# Chat\n\n## You\n\nHi\n");
  });
});

describe("a chat's file name", () => {
  it("is made of the title's words", () => {
    expect(chatFileName("How do I price a tea subscription?")).toBe("how-do-i-price-a-tea-subscription.md");
    expect(chatFileName("Café: été / 2026")).toBe("café-été-2026.md");
  });

  it("falls back to chat.md when the title has no words", () => {
    expect(chatFileName("?!")).toBe("chat.md");
  });
});

describe("an unsaved chat's title", () => {
  it("is its first question, cut at a word boundary", () => {
    expect(chatTitleFrom(CHAT)).toBe("How do I price a tea subscription?");
    const long = "Find busy dog owners with very little time who want a walker they can trust";
    expect(chatTitleFrom([{ role: "user", content: long }], 40)).toBe("Find busy dog owners with very little…");
  });
});

describe("one message copied", () => {
  it("reads as on screen: no bold markers, no hidden remarks", () => {
    expect(plainMessageText(CHAT[1]!)).toBe("Start with three tiers.\nAnchor on the middle one.");
  });

  it("copies the user's own words exactly", () => {
    expect(plainMessageText({ role: "user", content: "Keep **this** (and this)" })).toBe("Keep **this** (and this)");
  });
});
