import { describe, expect, it } from "vitest";
import { snippetParts } from "../../app/components/conversations/search-snippet";
import { prefixMatch, searchWords } from "../../db/queries/search";

describe("search words", () => {
  it("keeps letters and digits, folds case, drops duplicates and every bit of query syntax", () => {
    expect(searchWords('Onboard "flow" NEAR(a b) -x * title:y onboard')).toEqual(["onboard", "flow", "near", "a", "b", "x", "title", "y"]);
    expect(searchWords('"" -- * ( ) :')).toEqual([]);
  });

  it("quotes each word as a prefix query on the text columns only", () => {
    expect(prefixMatch("onboard")).toBe('{title body} : "onboard"*');
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
