import { describe, expect, it } from "vitest";
import { commentAuthor, notifiedPeople, threadsOf, type CommentRowRead } from "../../db/queries/comment-rows";
import { presenceColor } from "../../shared/contracts/product-room";

const pin = JSON.stringify({ kind: "landing-section", section: "hero" });

function row(id: string, fields: Partial<CommentRowRead> = {}): CommentRowRead {
  return {
    id,
    parentId: null,
    number: null,
    anchor: null,
    version: null,
    authorId: "ada",
    email: "ada.lovelace@example.com",
    body: `Body of ${id}`,
    createdAt: 1,
    editedAt: null,
    resolvedAt: null,
    ...fields,
  };
}
const top = (id: string, number: number, fields: Partial<CommentRowRead> = {}) => row(id, { number, anchor: pin, version: 1, ...fields });

describe("threadsOf", () => {
  it("orders threads by marker number and keeps each thread's replies in the order given", () => {
    const rows = [top("b", 2), top("a", 1), row("r1", { parentId: "b" }), row("r2", { parentId: "a" }), row("r3", { parentId: "b" })];
    const threads = threadsOf(rows, new Map([["r3", ["grace"]]]));
    expect(threads.map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ["a", ["r2"]],
      ["b", ["r1", "r3"]],
    ]);
    expect(threads[1]!.replies[1]!.mentions).toEqual(["grace"]);
    expect(threads[0]!.anchor).toEqual({ kind: "landing-section", section: "hero" });
  });

  it("leaves out only a comment whose stored pin no longer reads, with its replies", () => {
    const rows = [
      top("good", 1),
      top("broken", 2, { anchor: "{not json" }),
      top("odd", 3, { anchor: '{"kind":"sticker"}' }),
      row("orphan", { parentId: "broken" }),
    ];
    expect(threadsOf(rows, new Map()).map((thread) => thread.id)).toEqual(["good"]);
  });

  it("returns text as stored, never as markup", () => {
    const [thread] = threadsOf([top("x", 1, { body: "<img src=x onerror=alert(1)> **bold**" })], new Map());
    expect(thread!.body).toBe("<img src=x onerror=alert(1)> **bold**");
  });
});

describe("notifiedPeople", () => {
  it("notifies each mentioned person once and never the writer", () => {
    expect(notifiedPeople("me", ["ann", "me", "ann", "bob"], null)).toEqual([
      { userId: "ann", kind: "mention" },
      { userId: "bob", kind: "mention" },
    ]);
  });

  it("notifies the replied-to author once, as a mention when they are also mentioned", () => {
    expect(notifiedPeople("me", [], "ann")).toEqual([{ userId: "ann", kind: "reply" }]);
    expect(notifiedPeople("me", ["ann"], "ann")).toEqual([{ userId: "ann", kind: "mention" }]);
    expect(notifiedPeople("me", [], "me")).toEqual([]);
  });
});

describe("commentAuthor", () => {
  it("shows an author with the initials and colour presence gives them", () => {
    expect(commentAuthor("u1", "ada.lovelace@example.com")).toEqual({
      userId: "u1",
      email: "ada.lovelace@example.com",
      initials: "AL",
      color: presenceColor("u1"),
    });
  });
});
