import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, signedInUser } from "./auth-helpers";
import { chunk, fakeProvider, framesOf, provider, sse, viaWorker, wholeAnswer } from "./fake-provider";

/**
 * Faults of a real provider, end to end through the Worker and the real D1: the app runs with
 * AI_PROVIDER=openai-compatible against a scripted fake server (./fake-provider), so a model can
 * fail mid-stream, answer malformed JSON or hang.
 */

/** Streams some words, then fails the way a dropped connection or a hang does. */
function brokenStream(words: string[], ending: "drop" | "hang", signal?: AbortSignal | null) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const word of words) controller.enqueue(chunk(word));
      if (ending === "drop") setTimeout(() => controller.error(new TypeError("network connection lost")), 5);
      else signal?.addEventListener("abort", () => controller.error(signal.reason));
    },
  });
}

async function savedConversation(cookie: string) {
  const response = await call("POST", "/api/conversations", {
    cookie,
    body: {
      messages: [
        { role: "user", content: "My idea" },
        { role: "assistant", content: "A good start." },
      ],
    },
  });
  return ((await response.json()) as { conversation: { id: string; updatedAt: number } }).conversation;
}

async function storedState(id: string) {
  const messages = await env.DB.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY created_at").bind(id).all();
  const row = await env.DB.prepare("SELECT updated_at FROM conversations WHERE id = ?").bind(id).first<{ updated_at: number }>();
  return { messages: messages.results, updatedAt: row?.updated_at };
}

const question = (id: string) => ({
  conversationId: id,
  messages: [
    { role: "user", content: "My idea" },
    { role: "assistant", content: "A good start." },
    { role: "user", content: "And pricing?" },
  ],
});

describe("a model that fails", () => {
  it("mid-stream: the chat ends with an error event, no [DONE], and the saved conversation is untouched", async () => {
    const me = await signedInUser("fault-drop");
    const saved = await savedConversation(me.cookie);
    const before = await storedState(saved.id);
    fakeProvider(() => sse(brokenStream(["Charge", " per", " seat"], "drop")));

    const result = await viaWorker("POST", "/api/chat/completions", me.cookie, question(saved.id));
    expect(result.status).toBe(200);
    const frames = (await framesOf(result.text)).map((f) => f.data);
    expect(frames).not.toContain("[DONE]");
    expect(result.text).toContain("Charge");
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ error: { code: "ai_unavailable", message: expect.any(String) } });
    expect(await storedState(saved.id)).toEqual(before);
  });

  it("before its first token: a JSON 5xx error the UI can show, and nothing stored", async () => {
    const me = await signedInUser("fault-early");
    const saved = await savedConversation(me.cookie);
    const before = await storedState(saved.id);
    fakeProvider(() => Response.json({ error: { message: "secret internal detail at http://10.0.0.1" } }, { status: 500 }));

    const result = await viaWorker("POST", "/api/chat/completions", me.cookie, question(saved.id));
    expect(result.status).toBe(502);
    expect(result.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(result.text)).toEqual({ error: { code: "ai_unavailable", message: expect.any(String) } });
    expect(result.text).not.toContain("10.0.0.1");
    expect(await storedState(saved.id)).toEqual(before);
  });

  it("that hangs before answering: 504 ai_timeout once AI_TIMEOUT_MS has passed", async () => {
    const me = await signedInUser("fault-hang");
    fakeProvider(
      (init) => new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    const result = await viaWorker("POST", "/api/chat/completions", me.cookie, { messages: [{ role: "user", content: "Hello?" }] });
    expect(result.status).toBe(504);
    expect(JSON.parse(result.text)).toMatchObject({ error: { code: "ai_timeout" } });
  });

  it("that hangs mid-stream: the stream ends with an ai_timeout event and nothing half-written is stored", async () => {
    const me = await signedInUser("fault-stall");
    const saved = await savedConversation(me.cookie);
    const before = await storedState(saved.id);
    fakeProvider((init) => sse(brokenStream(["Start", " with"], "hang", init?.signal)));

    const result = await viaWorker("POST", "/api/chat/completions", me.cookie, question(saved.id));
    const frames = (await framesOf(result.text)).map((f) => f.data);
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ error: { code: "ai_timeout" } });
    expect(await storedState(saved.id)).toEqual(before);
  });

  it("that answers a structured tool with invalid JSON: one retry, then 502 ai_invalid_output", async () => {
    const me = await signedInUser("fault-json");
    fakeProvider(() => wholeAnswer('{"useCases": [ {"title": '));
    const result = await viaWorker("POST", "/api/functions/generate-visual-flow", me.cookie, { appIdea: "A tool library" });
    expect(result.status).toBe(502);
    expect(JSON.parse(result.text)).toMatchObject({ error: { code: "ai_invalid_output", message: expect.any(String) } });
    expect(provider.calls).toBe(2);
  });

  it("in a streamed text tool: delta events, then one error event and no done event", async () => {
    const me = await signedInUser("fault-tool");
    fakeProvider(() => sse(brokenStream(["## Plan", "\n- step"], "drop")));
    const result = await viaWorker(
      "POST",
      "/api/functions/build-startup",
      me.cookie,
      { startupIdea: "A tool library" },
      { Accept: "text/event-stream" },
    );
    const events = (await framesOf(result.text)).map((f) => f.event);
    expect(events.filter((e) => e === "delta").length).toBeGreaterThan(0);
    expect(events.at(-1)).toBe("error");
    expect(events).not.toContain("done");
  });
});
