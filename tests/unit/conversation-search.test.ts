import { describe, expect, it } from "vitest";
import { snippetParts } from "../../app/components/conversations/search-snippet";
import { prefixMatch, searchWords } from "../../db/queries/search";

describe("search words", () => {
  it("keeps letters and digits, folds case, drops duplicates and every bit of query syntax", () => {
    expect(searchWords('Onboard "flow" NEAR(a b) -x * title:y onboard')).toEqual(["onboard", "flow", "near", "a", "b", "x", "title", "y"]);
    expect(searchWords('"" -- * ( ) :')).toEqual([]);
  });

  it("quotes each word as a prefix query on the text columns only", () => {
    expect(prefixMatch("onboard")).toBe('{title body} : ("onboard"* OR "ｏｎｂｏａｒｄ"*)');
    expect(prefixMatch("東京")).toBe('{title body} : "東京"*');
  });

  it("folds words the way the index does: dotted capital I, accents, final sigma, fullwidth forms", () => {
    expect(searchWords("İstanbul İZMİR")).toEqual(["istanbul", "izmir"]);
    expect(searchWords("Café CRÈME")).toEqual(["cafe", "creme"]);
    expect(searchWords("ΟΔΟΣ οδος")).toEqual(["οδοσ"]);
    expect(searchWords("ＣＡＦＥ ｌａｔｔｅ")).toEqual(["cafe", "latte"]);
  });

  it("searches ß and ss, and plain and fullwidth letters, as one another", () => {
    expect(prefixMatch("straße")).toBe('{title body} : ("straße"* OR "strasse"*)');
    expect(prefixMatch("strasse")).toContain('"straße"*');
  });
});

describe("snippet parts", () => {
  it("splits on the markers into text and matches, never parsing HTML", () => {
    expect(snippetParts("an \u0002onboarding\u0003 <b>list</b>")).toEqual([
      { text: "an ", match: false },
      { text: "onboarding", match: true },
      { text: " <b>list</b>", match: false },
    ]);
  });

  it("treats stray markers as plain text boundaries", () => {
    expect(snippetParts("a\u0003b\u0002c")).toEqual([
      { text: "ab", match: false },
      { text: "c", match: false },
    ]);
  });
});
