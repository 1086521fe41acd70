import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE } from "../../shared/result-versions";
import { call, signedInUser } from "./auth-helpers";

/**
 * A saved tool result's versions cannot be bent out of shape through the chat or the save
 * endpoints (docs/product.md#versions).
 */
async function savedResult(cookie: string) {
  const response = await call("POST", "/api/conversations", {
    cookie,
    body: { tool: "monetization-strategy", messages: [{ role: "user", content: "Dog walking" }, { role: "assistant", content: "# Pricing v1" }] },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

const storedMessages = async (id: string) =>
  (await env.DB.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY seq").bind(id).all()).results;

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
    const tooMany = await call("POST", "/api/conversations", { cookie: me.cookie, body: { tool: "ux-feedback", messages: alternating(100) } });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_VERSIONS_MESSAGE);
    const list = (await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as { conversations: unknown[] };
    expect(list.conversations).toEqual([]);

    const exactly = await call("POST", "/api/conversations", { cookie: me.cookie, body: { tool: "ux-feedback", messages: alternating(MAX_RESULT_VERSIONS) } });
    expect(exactly.status).toBe(201);
    // A chat has no versions: the same messages save as a chat.
    expect((await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages: alternating(100) } })).status).toBe(201);
  });
});
