import { describe, expect, it } from "vitest";
import { COMMENT_LIMITS } from "../../shared/contracts/comments";
import {
  findMentions,
  insertMention,
  mentionAt,
  mentionCandidates,
  mentionedUserIds,
  splitMentions,
} from "../../app/lib/comments/mentions";

const people = [
  { userId: "u1", email: "owner@example.com" },
  { userId: "u2", email: "ann@x.co" },
  { userId: "u3", email: "ann@x.com" },
];

describe("mentions in a comment", () => {
  it("sees the @ being typed at the caret, not an e-mail written in the text", () => {
    expect(mentionAt("Ask @ow", 7)).toEqual({ start: 4, query: "ow" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionAt("mail me at me@home", 18)).toBeNull();
    expect(mentionAt("Ask @owner now", 14)).toBeNull();
  });

  it("offers the members whose e-mail starts with what was typed first", () => {
    expect(mentionCandidates("ann", people).map((p) => p.userId)).toEqual(["u2", "u3"]);
    expect(mentionCandidates("example", people).map((p) => p.userId)).toEqual(["u1"]);
    expect(mentionCandidates("", people)).toHaveLength(3);
  });

  it("puts the picked person's mention in place of what was typed, with the caret after it", () => {
    expect(insertMention("Ask @ow please", 4, 7, "owner@example.com")).toEqual({ text: "Ask @owner@example.com please", caret: 23 });
  });

  it("names each mentioned member once, by the longest e-mail that matches", () => {
    expect(mentionedUserIds("@ann@x.com and @ann@x.co, again @ann@x.com.", people)).toEqual(["u3", "u2"]);
    expect(mentionedUserIds("Ask @ann@x.co.", people)).toEqual(["u2"]);
    expect(mentionedUserIds("@ann@x.co.uk", people)).toEqual([]);
    expect(mentionedUserIds("write to ann@x.com or @stranger@y.com", people)).toEqual([]);
    expect(findMentions("x@ann@x.co", people)).toEqual([]);
  });

  it("names at most the contract's number of people", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ userId: `m${i}`, email: `m${i}@t.io` }));
    const text = many.map((p) => `@${p.email}`).join(" ");
    expect(mentionedUserIds(text, many)).toHaveLength(COMMENT_LIMITS.mentions);
  });

  it("splits the text into plain runs and mentions that join back to the same text", () => {
    const text = "Hi @owner@example.com, see this";
    const runs = splitMentions(text, people);
    expect(runs).toEqual([
      { text: "Hi ", mention: false },
      { text: "@owner@example.com", mention: true },
      { text: ", see this", mention: false },
    ]);
    expect(runs.map((r) => r.text).join("")).toBe(text);
  });
});
