import { describe, expect, it } from "vitest";
import { wrapWords } from "../../shared/svg-text";

describe("wrapWords", () => {
  it("keeps a text that fits as it is, a line per width", () => {
    expect(wrapWords("Order a meal box", 20, 1)).toEqual(["Order a meal box"]);
    expect(wrapWords("Order a meal box for Friday", 12, 3)).toEqual(["Order a meal", "box for", "Friday"]);
  });

  it("cuts a text too long for its lines after a whole word, never inside one", () => {
    expect(wrapWords("Nearby search, with smart defaults", 29, 1)).toEqual(["Nearby search, with smart…"]);
    expect(wrapWords("Order a meal box for Friday", 12, 2)).toEqual(["Order a meal", "box for…"]);
  });

  it("drops a comma or dash left at the cut", () => {
    expect(wrapWords("Nearby search, with smart defaults", 16, 1)).toEqual(["Nearby search…"]);
    expect(wrapWords("Sign up — it is free and quick", 10, 1)).toEqual(["Sign up…"]);
  });

  it("cuts a single word longer than the line inside it, since no word boundary fits", () => {
    expect(wrapWords("Supercalifragilistic expialidocious", 8, 1)).toEqual(["Superca…"]);
  });
});
