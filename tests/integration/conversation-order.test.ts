import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readSse } from "../../app/lib/sse";
import worker from "../../workers/app";
import { call, ORIGIN, signedInUser } from "./auth-helpers";

type Stored = { role: string; content: string };

/**
 * One chat request through the Worker that resolves only after its waitUntil work (storing the
 * exchange) is done, so the tests wait for the work itself instead of polling against a clock.
 */
async function chatAndStore(cookie: string, body: unknown): Promise<string> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/chat/completions`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, env, ctx);
  expect(response.status).toBe(200);
  let reply = "";
  for await (const data of readSse(response.body!)) {
    if (data !== "[DONE]") reply += (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "";
  }
  await waitOnExecutionContext(ctx);
  return reply;
}

async function save(cookie: string, messages: Stored[]) {
  return call("POST", "/api/conversations", { cookie, body: { messages } });
}

async function savedId(cookie: string, messages: Stored[]): Promise<string> {
  const response = await save(cookie, messages);
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

/** The messages as the app shows them (GET /api/conversations/:id). */
async function opened(cookie: string, id: string): Promise<Stored[]> {
  const response = await call("GET", `/api/conversations/${id}`, { cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { conversation: { messages: Stored[] } };
  return body.conversation.messages.map(({ role, content }) => ({ role, content }));
}

async function positions(id: string) {
  return (await env.DB.prepare("SELECT count(*) AS n, count(DISTINCT seq) AS distinct_seq FROM messages WHERE conversation_id = ?")
    .bind(id)
    .first<{ n: number; distinct_seq: number }>())!;
}

const numbered = (count: number): Stored[] =>
  Array.from({ length: count }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `message ${i + 1}` }));

describe("saving long chats", () => {
  it("saves a chat of 21 messages and reads it back in the order it was said", async () => {
    const me = await signedInUser("order-21");
    const id = await savedId(me.cookie, numbered(21));
    expect(await opened(me.cookie, id)).toEqual(numbered(21));
  });

  it("saves a chat of 200 messages, the most one save may hold, in order", async () => {
    const me = await signedInUser("order-200");
    const id = await savedId(me.cookie, numbered(200));
    expect(await opened(me.cookie, id)).toEqual(numbered(200));
    expect(await positions(id)).toEqual({ n: 200, distinct_seq: 200 });
  });

  it("refuses 201 messages with the contract's message, storing nothing", async () => {
    const me = await signedInUser("order-201");
    const response = await save(me.cookie, numbered(201));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_error",
        message: "A conversation can hold at most 200 messages per save",
        fields: { messages: "A conversation can hold at most 200 messages per save" },
      },
    });
    expect((await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as unknown).toMatchObject({ conversations: [] });
  });
});

describe("concurrent requests on one saved conversation", () => {
  it("ten parallel questions leave ten question/answer pairs, each answer right after its question", async () => {
    const me = await signedInUser("order-parallel");
    const id = await savedId(me.cookie, [{ role: "user", content: "Opening question" }]);
    const questions = Array.from({ length: 10 }, (_, i) => `Question number ${i + 1} about pricing?`);
    const replies = await Promise.all(
      questions.map((question) => chatAndStore(me.cookie, { conversationId: id, messages: [{ role: "user", content: question }] })),
    );

    const stored = await opened(me.cookie, id);
    expect(stored).toHaveLength(21);
    expect(stored[0]).toEqual({ role: "user", content: "Opening question" });
    const pairs = Array.from({ length: 10 }, (_, i) => [stored[1 + 2 * i]!, stored[2 + 2 * i]!] as const);
    for (const [question, answer] of pairs) {
      expect(question.role).toBe("user");
      expect(answer).toEqual({ role: "assistant", content: replies[questions.indexOf(question.content)] });
    }
    expect(pairs.map(([question]) => question.content).sort()).toEqual([...questions].sort());
    expect(await positions(id)).toEqual({ n: 21, distinct_seq: 21 });
  });

  it("five parallel regenerates leave exactly one reply, at the end", async () => {
    const me = await signedInUser("order-regen");
    const id = await savedId(me.cookie, [
      { role: "user", content: "Name ideas for a bakery?" },
      { role: "assistant", content: "old reply" },
    ]);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        chatAndStore(me.cookie, {
          conversationId: id,
          replaceLastReply: true,
          messages: [{ role: "user", content: "Name ideas for a bakery?" }],
        }),
      ),
    );

    const stored = await opened(me.cookie, id);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(replies).toContain(stored[1]!.content);
    expect(await positions(id)).toEqual({ n: 2, distinct_seq: 2 });
  });
});
