import { describe, expect, it } from "vitest";
import { snippetParts } from "../../app/components/conversations/search-snippet";
import { searchSnippet } from "../../db/queries/search-snippet";
import { wordMatch } from "../../db/queries/search-words";
import { indexedWords, searchKey, searchWords } from "../../db/search-text";

describe("search words", () => {
  it("keeps letters and digits, folds case, drops duplicates and every bit of query syntax", () => {
    expect(searchWords('Onboard "flow" NEAR(a b) -x * title:y onboard')).toEqual(["onboard", "flow", "near", "a", "b", "x", "title", "y"]);
    expect(searchWords('"" -- * ( ) :')).toEqual([]);
  });

  it("keys every indexed and searched word by its owner, so a search expands over that user's words only", () => {
    const userId = "k3j9xq2mabcdefghijklmnop";
    expect(searchKey(userId)).toBe("k3j9xq2m");
    expect(indexedWords(userId, "Onboarding: the onboarding FLOW")).toBe("k3j9xq2monboarding k3j9xq2mthe k3j9xq2mflow");
    expect(wordMatch(userId, "onboard")).toBe('words : "k3j9xq2monboard"*');
    expect(searchKey("Ab")).toBe("ab000000");
  });

  it("folds words the way the index does: dotted capital I, accents, final sigma, fullwidth forms", () => {
    expect(searchWords("İstanbul İZMİR")).toEqual(["istanbul", "izmir"]);
    expect(searchWords("Café CRÈME")).toEqual(["cafe", "creme"]);
    expect(searchWords("ΟΔΟΣ οδος")).toEqual(["οδοσ"]);
    expect(searchWords("ＣＡＦＥ ｌａｔｔｅ")).toEqual(["cafe", "latte"]);
  });

  it("folds ß to ss for the text and the query alike", () => {
    expect(searchWords("Straße STRASSE")).toEqual(["strasse"]);
    expect(indexedWords("u", "Die Straße")).toBe("u0000000die u0000000strasse");
  });
});

describe("search snippet", () => {
  it("marks the words that start with a search word, around the first one, in the text as written", () => {
    expect(searchSnippet("Start with an Onboarding checklist.", ["onboard"])).toBe("Start with an \u0002Onboarding\u0003 checklist");
    expect(searchSnippet("Trip to İstanbul", ["istanbul"])).toBe("Trip to \u0002İstanbul\u0003");
    expect(searchSnippet("nothing here", ["onboard"])).toBeNull();
  });

  it("shows sixteen words with an ellipsis where the text goes on, white space as single spaces", () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    words[20] = "target";
    const snippet = searchSnippet(words.join("\n\n"), ["target"])!;
    expect(snippet.startsWith("…w16 w17 w18 w19 \u0002target\u0003")).toBe(true);
    expect(snippet.endsWith("w31…")).toBe(true);
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
