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
    expect(titleFrom("\u202e".repeat(10) + "🙂".repeat(60))).toBe("🙂".repeat(50));
  });
});
