import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { appendMessages, replaceLastReply } from "../../db/queries/conversations";
import { BACKFILL_CONVERSATIONS_PER_SEARCH, continueSearchBackfill } from "../../db/queries/search-backfill";
import { searchKey } from "../../db/search-text";
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from "../../shared/contracts/conversations";
import { call, signedInUser } from "./auth-helpers";

type Hit = { id: string; title: string; tool: string | null; snippet: string | null };
type Page = { conversations: Hit[]; nextCursor: string | null; indexing?: true };

async function save(cookie: string, messages: { role: string; content: string }[], tool?: string) {
  const response = await call("POST", "/api/conversations", { cookie, body: { messages, tool } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string; title: string } }).conversation;
}

async function search(cookie: string, query: string): Promise<Page> {
  const response = await call("GET", `/api/conversations?${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

const titles = (page: Page) => page.conversations.map((c) => c.title);

describe("searching saved conversations", () => {
  it("finds a conversation by a word that appears only in a reply, by prefix, with the match marked", async () => {
    const me = await signedInUser("search-reply");
    await save(me.cookie, [
      { role: "user", content: "Ideas for a meal planner" },
      { role: "assistant", content: "Start with an onboarding checklist that asks about diets." },
    ]);
    await save(me.cookie, [{ role: "user", content: "Pricing for a dog walking app" }]);

    const page = await search(me.cookie, "q=onboard");
    expect(titles(page)).toEqual(["Ideas for a meal planner"]);
    expect(page.conversations[0]!.snippet).toContain(`${SNIPPET_MARK_START}onboarding${SNIPPET_MARK_END}`);
    expect(page.nextCursor).toBeNull();
  });

  it("folds case and marks the same way for the text and the query: İ, ß and SS, final sigma, fullwidth letters, accents", async () => {
    const me = await signedInUser("search-fold");
    await save(me.cookie, [{ role: "user", content: "Trip to İstanbul and İzmir" }]);
    await save(me.cookie, [{ role: "user", content: "Die Straße ist lang" }]);
    await save(me.cookie, [{ role: "user", content: "ΟΔΟΣ map" }]);
    await save(me.cookie, [{ role: "user", content: "ＣＡＦＥ menu" }]);
    await save(me.cookie, [{ role: "user", content: "café crème" }]);
    const found = async (q: string) => titles(await search(me.cookie, `q=${encodeURIComponent(q)}`)).sort();

    for (const q of ["İstanbul", "istanbul", "ISTANBUL", "İZMİR"]) expect(await found(q), q).toEqual(["Trip to İstanbul and İzmir"]);
    for (const q of ["STRASSE", "straße", "Strasse"]) expect(await found(q), q).toEqual(["Die Straße ist lang"]);
    for (const q of ["οδος", "ΟΔΟΣ", "οδοσ"]) expect(await found(q), q).toEqual(["ΟΔΟΣ map"]);
    for (const q of ["cafe", "CAFÉ", "ｃａｆｅ"]) expect(await found(q), q).toEqual(["café crème", "ＣＡＦＥ menu"]);
  });

  it("needs every word, each in the title or any message, ignoring case and accents", async () => {
    const me = await signedInUser("search-words");
    await save(me.cookie, [
      { role: "user", content: "Café loyalty program" },
      { role: "assistant", content: "Reward the third visit." },
    ]);
    await save(me.cookie, [{ role: "user", content: "Cafe opening hours" }]);

    expect(titles(await search(me.cookie, "q=CAFE%20reward"))).toEqual(["Café loyalty program"]);
    expect(titles(await search(me.cookie, "q=cafe")).sort()).toEqual(["Cafe opening hours", "Café loyalty program"]);
    expect(titles(await search(me.cookie, "q=reward%20nothing"))).toEqual([]);
  });

  it("filters by kind: chats, or one tool's results", async () => {
    const me = await signedInUser("search-kind");
    await save(me.cookie, [{ role: "user", content: "Launch plan chat" }]);
    await save(me.cookie, [{ role: "user", content: "Launch plan result" }], "launch-assistant");

    expect(titles(await search(me.cookie, "q=launch&kind=chat"))).toEqual(["Launch plan chat"]);
    expect(titles(await search(me.cookie, "q=launch&kind=launch-assistant"))).toEqual(["Launch plan result"]);
    expect(titles(await search(me.cookie, "kind=launch-assistant"))).toEqual(["Launch plan result"]);
    const bad = await call("GET", "/api/conversations?kind=everything", { cookie: me.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "validation_error", message: "Unknown kind of conversation" } });
  });

  it("shows a snippet as the words a reader sees, without Markdown marks or link addresses", async () => {
    const me = await signedInUser("search-plain");
    await save(me.cookie, [
      { role: "user", content: "Walkers app" },
      {
        role: "assistant",
        content: "## Screens\n\n**Synthetic users:** Maya\n\n- Read the [zeppelin guide](https://example.test/zeppelin) `first`",
      },
    ]);
    await save(
      me.cookie,
      [
        { role: "user", content: "Dog walking app" },
        { role: "assistant", content: "# Pricing\n\n> **Freemium** with a *paid* tier for pros\n\n1. Free walks" },
      ],
      "monetization-strategy",
    );

    const chat = (await search(me.cookie, "q=zeppelin")).conversations[0]!.snippet;
    expect(chat).toBe(`Screens · Synthetic users: Maya Read the ${SNIPPET_MARK_START}zeppelin${SNIPPET_MARK_END} guide first`);
    const result = (await search(me.cookie, "q=freemium")).conversations[0]!;
    expect(result.title).toBe("Monetization strategy: Dog walking app");
    expect(result.snippet).toBe(`Pricing · ${SNIPPET_MARK_START}Freemium${SNIPPET_MARK_END} with a paid tier for pros Free walks`);
  });

  it("pages results with the list's cursor and page size", async () => {
    const me = await signedInUser("search-page");
    for (let i = 0; i < 23; i += 1) await save(me.cookie, [{ role: "user", content: `Roadmap ${i}` }]);
    await save(me.cookie, [{ role: "user", content: "Unrelated" }]);

    const first = await search(me.cookie, "q=roadmap");
    expect(first.conversations).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(me.cookie, `q=roadmap&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(titles(second)).toEqual(["Roadmap 2", "Roadmap 1", "Roadmap 0"]);
    expect(second.nextCursor).toBeNull();
  });

  it("keeps the index in step with appends, regenerated replies and deletes", async () => {
    const me = await signedInUser("search-sync");
    const db = createDb(env.DB);
    const saved = await save(me.cookie, [{ role: "user", content: "Newsletter ideas" }]);

    await appendMessages(db, me.user.id, saved.id, [{ role: "assistant", content: "Try a weekly teardown." }]);
    expect(titles(await search(me.cookie, "q=teardown"))).toEqual(["Newsletter ideas"]);

    await replaceLastReply(db, me.user.id, saved.id, "Try a monthly interview.");
    expect(titles(await search(me.cookie, "q=teardown"))).toEqual([]);
    expect(titles(await search(me.cookie, "q=interview"))).toEqual(["Newsletter ideas"]);

    expect((await call("DELETE", `/api/conversations/${saved.id}`, { cookie: me.cookie })).status).toBe(204);
    expect(titles(await search(me.cookie, "q=interview"))).toEqual([]);
    expect(titles(await search(me.cookie, "q=newsletter"))).toEqual([]);
  });

  it("never returns another user's conversations", async () => {
    const owner = await signedInUser("search-owner");
    const other = await signedInUser("search-other");
    await save(owner.cookie, [{ role: "user", content: "Secret zeppelin strategy" }]);

    expect(titles(await search(owner.cookie, "q=zeppelin"))).toEqual(["Secret zeppelin strategy"]);
    expect(await search(other.cookie, "q=zeppelin")).toEqual({ conversations: [], nextCursor: null });
  });

  it.each([
    ['"', "a quote"],
    ["NEAR(a b)", "NEAR("],
    ["-secret", "a minus"],
    ["*", "a star"],
    ["title:x OR body:y", "column syntax"],
    ["a AND", "a dangling operator"],
    ["'); DROP TABLE messages; --", "SQL"],
  ])("treats %s (%s) as words, never as query syntax", async (query) => {
    const me = await signedInUser("search-syntax");
    await save(me.cookie, [{ role: "user", content: "Secret title body near" }]);
    const response = await call("GET", `/api/conversations?q=${encodeURIComponent(query)}`, { cookie: me.cookie });
    expect(response.status).toBe(200);
  });

  it("refuses an overlong search with a clear message", async () => {
    const me = await signedInUser("search-long");
    const response = await call("GET", `/api/conversations?q=${"a".repeat(201)}`, { cookie: me.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation_error", message: "A search can be at most 200 characters" } });
  });

  it("requires a session", async () => {
    expect((await call("GET", "/api/conversations?q=anything")).status).toBe(401);
  });

  it("answers any fuzzed search text, kind and cursor with a success or a clear 4xx", { timeout: 60_000 }, async () => {
    const me = await signedInUser("search-fuzz");
    await save(me.cookie, [{ role: "user", content: "Fuzzing near the title" }]);
    const text = fc.oneof(
      fc.string({ maxLength: 220 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc.constantFrom('"', '""', "NEAR(", "a NOT", "^x", "x:y", "{title}", "*", "\u0000", "-", "(", "AND OR NOT"),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.option(fc.constantFrom("chat", "build-startup", "nope", "")),
        fc.option(fc.string({ maxLength: 40 })),
        async (q, kind, cursor) => {
          const params = new URLSearchParams({ q });
          if (kind !== null) params.set("kind", kind);
          if (cursor !== null) params.set("cursor", cursor);
          const response = await call("GET", `/api/conversations?${params}`, { cookie: me.cookie });
          statuses.add(response.status);
          expect(response.status, params.toString()).toBeLessThan(500);
          if (response.status >= 400)
            expect(((await response.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 80 },
    );
    expect(statuses.has(200)).toBe(true);
  });
});

describe("the search index, keyed by user", () => {
  const indexRows = (conversationId: string) =>
    env.DB.prepare("SELECT words, row_key FROM search_words WHERE search_words MATCH ?")
      .bind(`conversation_id : "${conversationId}"`)
      .all<{ words: string; row_key: string }>();

  it("holds every word under its owner's key, so one user's search never expands over another's words", async () => {
    const owner = await signedInUser("search-keyed-owner");
    const other = await signedInUser("search-keyed-other");
    const mine = await save(owner.cookie, [
      { role: "user", content: "Onboarding for a café" },
      { role: "assistant", content: "Greet every guest." },
    ]);
    await save(other.cookie, [{ role: "user", content: "Onboarding elsewhere" }]);

    const { results } = await indexRows(mine.id);
    expect(results.map((row) => row.row_key)).toHaveLength(3);
    const key = searchKey(owner.user.id);
    for (const row of results) for (const word of row.words.split(" ")) expect(word.startsWith(key), word).toBe(true);
    expect(results.map((row) => row.words).join(" ")).toContain(`${key}cafe`);
    expect(searchKey(other.user.id)).not.toBe(key);
  });

  it("re-indexes a renamed title and forgets the old one", async () => {
    const me = await signedInUser("search-rename");
    const saved = await save(me.cookie, [{ role: "user", content: "Kayak rental idea" }]);
    const renamed = await call("PATCH", `/api/conversations/${saved.id}`, { cookie: me.cookie, body: { title: "Paddle board plan" } });
    expect(renamed.status).toBe(200);
    expect(titles(await search(me.cookie, "q=paddle"))).toEqual(["Paddle board plan"]);
    // "kayak" is still in the first message, so it is still found, through the message.
    const page = await search(me.cookie, "q=kayak");
    expect(page.conversations[0]!.snippet).toBe(`${SNIPPET_MARK_START}Kayak${SNIPPET_MARK_END} rental idea`);
    expect((await indexRows(saved.id)).results.filter((row) => row.row_key === saved.id)).toHaveLength(1);
  });

  it("indexes work saved before, a bounded part per search, each conversation once, and says so until done", async () => {
    const me = await signedInUser("search-backfill");
    const db = createDb(env.DB);
    const saved = [];
    for (const word of ["alpha", "bravo", "charlie"])
      saved.push(
        await save(me.cookie, [
          { role: "user", content: `Plan ${word}` },
          { role: "assistant", content: `Reply ${word}` },
        ]),
      );
    // As migrations/0009 leaves an account that saved work before search was keyed by user.
    for (const { id } of saved)
      await env.DB.prepare("DELETE FROM search_words WHERE search_words MATCH ?").bind(`conversation_id : "${id}"`).run();
    await env.DB.prepare("UPDATE users SET search_backfill = '' WHERE id = ?").bind(me.user.id).run();

    expect(await continueSearchBackfill(db, me.user.id, 2)).toBe(false);
    expect(titles(await search(me.cookie, "q=bravo"))).toEqual(["Plan bravo"]);
    // The first one changes meanwhile and moves to the end of the walk: indexed again, not twice.
    await appendMessages(db, me.user.id, saved[0]!.id, [{ role: "user", content: "More alpha" }]);
    expect(await continueSearchBackfill(db, me.user.id, 2)).toBe(true);
    expect((await indexRows(saved[0]!.id)).results).toHaveLength(4);
    expect((await search(me.cookie, "q=reply")).conversations).toHaveLength(3);
    expect(await continueSearchBackfill(db, me.user.id, 2)).toBe(true);

    // Through the API: a search that could not index everything says so.
    await env.DB.prepare("UPDATE users SET search_backfill = '' WHERE id = ?").bind(me.user.id).run();
    for (let i = 0; i < BACKFILL_CONVERSATIONS_PER_SEARCH; i += 1) await save(me.cookie, [{ role: "user", content: `Extra ${i}` }]);
    const partial = await search(me.cookie, "q=plan");
    expect(partial.indexing).toBe(true);
    const complete = await search(me.cookie, "q=plan");
    expect(complete.indexing).toBeUndefined();
    expect(titles(complete).sort()).toEqual(["Plan alpha", "Plan bravo", "Plan charlie"]);
  });
});
