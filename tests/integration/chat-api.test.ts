import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readSse } from "../../app/lib/sse";
import { call, signedInUser } from "./auth-helpers";
import { until } from "./wait";

type Chunk = { object: string; choices: { delta: { content?: string }; finish_reason: string | null }[] };

async function readAll(response: Response) {
  const events: string[] = [];
  for await (const data of readSse(response.body!)) events.push(data);
  return events;
}

const textOf = (events: string[]) =>
  events
    .filter((e) => e !== "[DONE]")
    .map((e) => (JSON.parse(e) as Chunk).choices[0]?.delta.content ?? "")
    .join("");

async function savedMessages(conversationId: string) {
  const rows = await env.DB.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY created_at")
    .bind(conversationId)
    .all<{ role: string; content: string }>();
  return rows.results;
}

const ask = (cookie: string, body: unknown) => call("POST", "/api/chat/completions", { cookie, body });

describe("POST /api/chat/completions", () => {
  it("needs a session: 401 No valid session found", async () => {
    const response = await call("POST", "/api/chat/completions", { body: { messages: [{ role: "user", content: "hi" }] } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "No valid session found" } });
  });

  it("streams the reply in the OpenAI chunk format and ends with [DONE]", async () => {
    const me = await signedInUser("chat-sse");
    const response = await ask(me.cookie, { messages: [{ role: "user", content: "How do I validate a meal-kit idea?" }] });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readAll(response);
    expect(events.at(-1)).toBe("[DONE]");
    expect(events.length).toBeGreaterThan(5);
    for (const event of events.slice(0, -1)) expect((JSON.parse(event) as Chunk).object).toBe("chat.completion.chunk");
    expect(textOf(events).length).toBeGreaterThan(40);
  });

  it("also accepts a bearer token, like an API client", async () => {
    const me = await signedInUser("chat-bearer");
    const response = await call("POST", "/api/chat/completions", {
      bearer: me.token,
      headers: { Origin: "" },
      body: { messages: [{ role: "user", content: "hello" }] },
    });
    expect(response.status).toBe(200);
    expect((await readAll(response)).at(-1)).toBe("[DONE]");
  });

  it("rejects bad input with a clear 4xx", async () => {
    const me = await signedInUser("chat-bad");
    expect((await ask(me.cookie, { messages: [] })).status).toBe(400);
    const lastNotUser = await ask(me.cookie, { messages: [{ role: "assistant", content: "hi" }] });
    expect(lastNotUser.status).toBe(400);
    expect(((await lastNotUser.json()) as { error: { message: string } }).error.message).toBe("The last message must be from the user");
    const tooLong = await ask(me.cookie, { messages: [{ role: "user", content: "x".repeat(9_000) }] });
    expect(tooLong.status).toBe(413);
    const tooMany = await ask(me.cookie, { messages: Array.from({ length: 61 }, () => ({ role: "user", content: "hi" })) });
    expect(tooMany.status).toBe(413);
  });

  it("appends the exchange to a saved conversation", async () => {
    const me = await signedInUser("chat-append");
    const saved = (await (
      await call("POST", "/api/conversations", {
        cookie: me.cookie,
        body: {
          messages: [
            { role: "user", content: "Idea: a tool library" },
            { role: "assistant", content: "Nice." },
          ],
        },
      })
    ).json()) as { conversation: { id: string } };
    const id = saved.conversation.id;
    const events = await readAll(
      await ask(me.cookie, {
        conversationId: id,
        messages: [
          { role: "user", content: "Idea: a tool library" },
          { role: "assistant", content: "Nice." },
          { role: "user", content: "What should the MVP include?" },
        ],
      }),
    );
    await until(async () => (await savedMessages(id)).length === 4);
    const stored = await savedMessages(id);
    expect(stored.slice(2)).toEqual([
      { role: "user", content: "What should the MVP include?" },
      { role: "assistant", content: textOf(events) },
    ]);
  });

  it("stores the whole reply even when the browser disconnects mid-stream", async () => {
    const me = await signedInUser("chat-abort");
    const saved = (await (
      await call("POST", "/api/conversations", {
        cookie: me.cookie,
        body: { messages: [{ role: "user", content: "Hi" }] },
      })
    ).json()) as { conversation: { id: string } };
    const id = saved.conversation.id;
    const response = await ask(me.cookie, { conversationId: id, messages: [{ role: "user", content: "Plan my launch week" }] });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel("tab closed");

    await until(async () => (await savedMessages(id)).length === 3);
    const reply = (await savedMessages(id))[2]!;
    expect(reply.role).toBe("assistant");
    // The same input gives the same offline reply: compare with an uninterrupted run.
    const full = textOf(await readAll(await ask(me.cookie, { messages: [{ role: "user", content: "Plan my launch week" }] })));
    expect(reply.content).toBe(full);
  });

  it("replaces the last stored reply when regenerating", async () => {
    const me = await signedInUser("chat-regen");
    const saved = (await (
      await call("POST", "/api/conversations", {
        cookie: me.cookie,
        body: {
          messages: [
            { role: "user", content: "Name ideas?" },
            { role: "assistant", content: "old reply" },
          ],
        },
      })
    ).json()) as { conversation: { id: string } };
    const id = saved.conversation.id;
    await readAll(
      await ask(me.cookie, { conversationId: id, replaceLastReply: true, messages: [{ role: "user", content: "Name ideas?" }] }),
    );
    await until(async () => (await savedMessages(id))[1]?.content !== "old reply");
    const stored = await savedMessages(id);
    expect(stored).toHaveLength(2);
    expect(stored[1]!.role).toBe("assistant");
  });
});
