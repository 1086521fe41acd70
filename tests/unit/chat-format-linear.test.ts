import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAssistantMessage, stripParentheticals, type FormattedLine } from "../../app/lib/chat-format";
import type { WorkMeter } from "../../app/lib/work-meter";

// The regex formatter this module used before (issue 12, item 3): the oracle for "same output on
// normal text". It is quadratic, so it only ever sees the short strings fast-check generates.
function oracleStrip(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(/[ \t]*\([^()\n]*\)/g, "");
  } while (current !== previous);
  return current.replace(/[ \t]+([.,;:!?])/g, "$1");
}
function oracleFormat(text: string): FormattedLine[] {
  return oracleStrip(text)
    .split(/\r?\n/)
    .map((line) => {
      const runs: FormattedLine = [];
      let last = 0;
      for (const match of line.matchAll(/\*\*(.+?)\*\*/g)) {
        if (match.index > last) runs.push({ text: line.slice(last, match.index), bold: false });
        runs.push({ text: match[1]!, bold: true });
        last = match.index + match[0].length;
      }
      if (last < line.length) runs.push({ text: line.slice(last), bold: false });
      return runs;
    });
}

/** Steps the formatter reports for one message. */
function stepsFor(text: string): number {
  const meter: WorkMeter = { steps: 0 };
  formatAssistantMessage(text, meter);
  return meter.steps;
}

// The inputs that once made the server render of /share/:id take quadratic time (16,000 "(" then 16,000 ")",
// 32,000 spaces then "x"), and the bold scanner's own worst case (a line of asterisks).
const WORST_CASES: Record<string, (n: number) => string> = {
  "nested parentheses": (n) => "(".repeat(n / 2) + ")".repeat(n / 2),
  "spaces before a letter": (n) => " ".repeat(n) + "x",
  "spaces and tabs before punctuation": (n) => " \t".repeat(n / 2) + "!",
  "unclosed parentheses": (n) => "( ".repeat(n / 2),
  "a line of asterisks": (n) => "*".repeat(n),
  "bold openers without closers": (n) => "**a\r".repeat(n / 4),
};

describe("formatting an assistant message", () => {
  it("gives the same lines as the old formatter on any short text", () => {
    const alphabet = fc.constantFrom("(", ")", " ", "\t", "\n", "\r", "\u2028", ".", ",", "!", "?", ":", ";", "*", "**", "a", "b", "é");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(stripParentheticals(text)).toBe(oracleStrip(text));
        expect(formatAssistantMessage(text)).toEqual(oracleFormat(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each(Object.keys(WORST_CASES))("handles %s of 32,000 characters in one pass", (name) => {
    const make = WORST_CASES[name]!;
    const text = make(32_000);
    const steps = stepsFor(text);
    // One pass: every character is read once and removed at most once, whatever the input.
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThanOrEqual(3 * text.length + 3);
    // Doubling the input doubles the work (a quadratic formatter would quadruple it).
    expect(stepsFor(make(64_000))).toBeLessThanOrEqual(2.1 * steps);
  });

  it("still removes what it should from the worst inputs", () => {
    expect(stripParentheticals("(".repeat(16_000) + ")".repeat(16_000))).toBe("");
    expect(stripParentheticals(" ".repeat(32_000) + "x")).toBe(" ".repeat(32_000) + "x");
    expect(stripParentheticals("Done" + " ".repeat(32_000) + ".")).toBe("Done.");
    expect(formatAssistantMessage("*".repeat(7))).toEqual([
      [
        { text: "*", bold: true },
        { text: "**", bold: false },
      ],
    ]);
  });
});
