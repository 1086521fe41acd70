import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE } from "../../shared/result-versions";
import { call, signedInUser } from "./auth-helpers";
import { until } from "./wait";
import { storedConversation } from "./stored-result";

/**
 * A saved tool result's versions cannot be bent out of shape through the chat or the save
 * endpoints (docs/product.md#versions).
 */
async function savedResult(cookie: string) {
  const response = await call("POST", "/api/conversations", {
    cookie,
    body: {
      tool: "monetization-strategy",
      messages: [
        { role: "user", content: "Dog walking" },
        { role: "assistant", content: "# Pricing v1" },
      ],
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

const storedMessages = storedConversation;

describe("a saved tool result through the chat endpoint", () => {
  for (const flag of [{}, { editLast: true }, { replaceLastReply: true }]) {
    it(`is refused with a 400 and left as it was ${JSON.stringify(flag)}`, async () => {
      const me = await signedInUser("versions-chat");
      const id = await savedResult(me.cookie);
      const before = await storedMessages(id);
      const response = await call("POST", "/api/chat/completions", {
        cookie: me.cookie,
        body: { conversationId: id, messages: [{ role: "user", content: "Make it cheaper" }], ...flag },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/saved tool result, not a chat/);
      expect(await storedMessages(id)).toEqual(before);
    });
  }
});

describe("saving a tool result", () => {
  const alternating = (versions: number) => [
    { role: "user", content: "Dog walking" },
    ...Array.from({ length: versions }, (_, i) => [
      ...(i > 0 ? [{ role: "user", content: `Change ${i}` }] : []),
      { role: "assistant", content: `Version ${i + 1}` },
    ]).flat(),
  ];

  it(`keeps at most ${MAX_RESULT_VERSIONS} versions: more is refused and nothing is stored`, async () => {
    const me = await signedInUser("versions-save");
    const tooMany = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: { tool: "ux-feedback", messages: alternating(100) },
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_VERSIONS_MESSAGE);
    const list = (await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as { conversations: unknown[] };
    expect(list.conversations).toEqual([]);

    const exactly = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: { tool: "ux-feedback", messages: alternating(MAX_RESULT_VERSIONS) },
    });
    expect(exactly.status).toBe(201);
    // A chat has no versions: the same messages save as a chat.
    expect((await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages: alternating(100) } })).status).toBe(201);
  });

  it.each([
    [
      "an answer before the brief",
      [
        { role: "assistant", content: "# Plan" },
        { role: "user", content: "Dog walking" },
      ],
      "A saved result starts with what was asked: a user message",
    ],
    [
      "a note of 2,001 characters",
      [
        ...[
          { role: "user", content: "Dog walking" },
          { role: "assistant", content: "# Plan" },
        ],
        { role: "user", content: "x".repeat(2_001) },
        { role: "assistant", content: "# Plan 2" },
      ],
      "What made a version can be at most 2,000 characters",
    ],
  ])("refuses a result with %s, and stores nothing", async (_label, messages, message) => {
    const me = await signedInUser("versions-save-shape");
    const response = await call("POST", "/api/conversations", { cookie: me.cookie, body: { tool: "ux-feedback", messages } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    const list = (await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as { conversations: unknown[] };
    expect(list.conversations).toEqual([]);
  });
});

describe("parallel refines of a saved result near the version cap", () => {
  it("hold their slot before any AI work: at 49 versions, one of ten is stored and charged, nine are refused free of charge", async () => {
    const me = await signedInUser("versions-parallel");
    const messages = [
      { role: "user", content: "Dog walking" },
      ...Array.from({ length: MAX_RESULT_VERSIONS - 1 }, (_, i) => [
        ...(i > 0 ? [{ role: "user", content: `Change ${i}` }] : []),
        { role: "assistant", content: `# Pricing v${i + 1}` },
      ]).flat(),
    ];
    const saved = await call("POST", "/api/conversations", { cookie: me.cookie, body: { tool: "monetization-strategy", messages } });
    expect(saved.status).toBe(201);
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const usedBefore = ((await (await call("GET", "/api/usage", { cookie: me.cookie })).json()) as { quota: { used: number } }).quota.used;

    const refine = (i: number) =>
      call("POST", "/api/functions/monetization-strategy", {
        cookie: me.cookie,
        body: {
          productIdea: "Dog walking",
          previous: { strategy: "# Pricing v49" },
          instruction: `Cheaper ${i}`,
          conversationId: conversation.id,
        },
      });
    const statuses = await Promise.all(Array.from({ length: 10 }, async (_, i) => (await refine(i)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);

    const usedAfter = ((await (await call("GET", "/api/usage", { cookie: me.cookie })).json()) as { quota: { used: number } }).quota.used;
    expect(usedAfter - usedBefore).toBe(1);
    // The version is stored once its answer is complete (after the response), and its slot given back with it.
    const count = async (sql: string) => (await env.DB.prepare(sql).bind(conversation.id).first<{ n: number }>())!.n;
    await until(
      async () => (await count("SELECT count(*) AS n FROM result_versions WHERE conversation_id = ?")) === MAX_RESULT_VERSIONS,
      20_000,
    );
    await until(async () => (await count("SELECT count(*) AS n FROM version_reservations WHERE conversation_id = ?")) === 0, 20_000);
  });
});
