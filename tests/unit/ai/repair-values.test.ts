import { describe, expect, it } from "vitest";
import { enumMatch } from "../../../tools/kit/server/repair/enum-synonyms";
import { numberFromText } from "../../../tools/kit/server/repair/number-from-text";

const SENTIMENTS = ["frustrated", "confused", "neutral", "confident", "satisfied"];

describe("numbers read from a model's text", () => {
  it.each([
    ["75%", "successRate", 75],
    ["about 20", "successRate", 20],
    ["1,200", "count", 1200],
    ["1,5", "rating", 1.5],
    ["10-15 minutes", "minutes", 12.5],
    ["1.5 hours", "minutes", 90],
    ["1 h 30 min", "minutes", 90],
    ["75% (3-4 of 5 users)", "successRate", 75],
    ["90 min (1-2 breaks)", "minutes", 90],
    ["fifteen minutes", "minutes", 15],
    ["none", "minutes", null],
  ])("%j (%s) is %j", (text, key, expected) => {
    expect(numberFromText(text, key)).toBe(expected);
  });

  it("reads only the head of a very long digit string (linear: a backtracking pattern would hang here)", () => {
    expect(numberFromText("9".repeat(50_000), "minutes")).toBe(Number("9".repeat(64)));
  });
});

describe("enum values in other words", () => {
  it("matches case, synonyms and a word in a short phrase, and refuses a negation", () => {
    expect(enumMatch(SENTIMENTS, "Frustrated 😤")).toBe("frustrated");
    expect(enumMatch(SENTIMENTS, "happy")).toBe("satisfied");
    expect(enumMatch(SENTIMENTS, "Not satisfied")).toBeNull();
    expect(enumMatch(SENTIMENTS, "not happy at all")).toBeNull();
  });
});
