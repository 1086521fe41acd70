import { describe, expect, it } from "vitest";
import { formatAssistantMessage, shownLines, stripParentheticals } from "../../app/lib/chat-format";

describe("formatAssistantMessage", () => {
  it("removes parenthetical remarks and the space before them", () => {
    expect(stripParentheticals("Start small (a landing page first), then grow.")).toBe("Start small, then grow.");
    expect(stripParentheticals("Nested (remarks (like this)) go too")).toBe("Nested go too");
  });

  it("keeps an unclosed parenthesis while a reply is still streaming in", () => {
    expect(stripParentheticals("Measure retention (week one")).toBe("Measure retention (week one");
  });

  it("turns text between double asterisks bold and keeps line breaks", () => {
    expect(formatAssistantMessage("**MVP**: login\nthen **pay**ments")).toEqual([
      [
        { text: "MVP", bold: true },
        { text: ": login", bold: false },
      ],
      [
        { text: "then ", bold: false },
        { text: "pay", bold: true },
        { text: "ments", bold: false },
      ],
    ]);
  });

  it("returns markup as inert text, never as HTML", () => {
    const lines = formatAssistantMessage('<img src=x onerror="alert`x`"> **<b>hi</b>**');
    expect(lines[0]).toEqual([
      { text: '<img src=x onerror="alert`x`"> ', bold: false },
      { text: "<b>hi</b>", bold: true },
    ]);
  });

  it("keeps empty lines as paragraph breaks", () => {
    expect(formatAssistantMessage("a\n\nb")).toEqual([[{ text: "a", bold: false }], [], [{ text: "b", bold: false }]]);
  });
});

describe("shownLines", () => {
  const shown = (text: string) => shownLines(formatAssistantMessage(text));

  it("draws '- ', '* ' and '• ' items as bullets without their Markdown markers", () => {
    expect(shown("**Onboarding**\n- Ask one question\n* Use **sample** data\n• Measure")).toEqual([
      { bullet: false, runs: [{ text: "Onboarding", bold: true }] },
      { bullet: true, runs: [{ text: "Ask one question", bold: false }] },
      {
        bullet: true,
        runs: [
          { text: "Use ", bold: false },
          { text: "sample", bold: true },
          { text: " data", bold: false },
        ],
      },
      { bullet: true, runs: [{ text: "Measure", bold: false }] },
    ]);
  });

  it("keeps a bold run that opens an item bold", () => {
    expect(shown("- **Must have**: sign-up")).toEqual([
      {
        bullet: true,
        runs: [
          { text: "Must have", bold: true },
          { text: ": sign-up", bold: false },
        ],
      },
    ]);
  });

  it("leaves lines that only look like markers alone", () => {
    for (const text of ["-5% churn", "**bold** start", "*emphasis* here", "a - b", "1. First step"]) {
      expect(shown(text)[0]!.bullet).toBe(false);
    }
  });
});
