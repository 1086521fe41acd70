import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { gatedEnv, gatedProvider } from "./gated-provider";

/**
 * A client that goes away mid-stream is not an error: no error or warning is logged, and a
 * chat reply that belongs to a saved conversation is still stored whole. The model is a
 * scripted OpenAI-compatible server whose stream waits at a gate the test opens, so the
 * disconnect lands mid-reply on any machine, fast or slow (gated-provider.ts).
 */
const WORDS = ["Launch", " on", " a", " Tuesday,", " then", " follow", " up."];

/**
 * After the provider streams settle, what is left is in-isolate promise work (stream hops, the
 * SDK's transforms); a few turns of the event loop let it all run. Ordering, not timing.
 */
async function drainEventLoop() {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every console.error / console.warn line, and whether an unhandled rejection happened. */
function watchLogs() {
  const lines: string[] = [];
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(`${level}: ${args.map(String).join(" ")}`));
  }
  const rejections: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => void rejections.push(event.reason);
  addEventListener("unhandledrejection", onRejection);
  return { lines, rejections, stop: () => removeEventListener("unhandledrejection", onRejection) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Starts a streamed request through the Worker and reads until `firstText` has arrived. */
async function startStream(path: string, cookie: string, body: unknown, accept = "text/event-stream") {
  const ctx = createExecutionContext();
  const aborted = new AbortController();
  const request = new Request(ORIGIN + path, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json", Accept: accept },
    body: JSON.stringify(body),
    signal: aborted.signal,
  });
  const response = await worker.fetch(request, gatedEnv as unknown as Env, ctx);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let received = "";
  while (!received.includes(WORDS[0]!)) {
    const next = await reader.read();
    if (next.done) throw new Error("the stream ended before its first word");
    received += new TextDecoder().decode(next.value);
  }
  /** The tab closes: the runtime aborts the request and cancels the response body (nobody waits for that). */
  const disconnect = () => {
    aborted.abort(new Error("Network connection lost."));
    reader.cancel(new Error("Network connection lost.")).catch(() => {});
  };
  return { ctx, disconnect };
}

async function storedMessages(id: string) {
  const rows = await env.DB.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY rowid")
    .bind(id)
    .all<{ role: string; content: string }>();
  return rows.results;
}

describe("a client that disconnects mid-stream", () => {
  it("in a saved chat: nothing is logged as an error or warning, and the whole reply is still stored", async () => {
    const me = await signedInUser("quiet-chat");
    const saved = await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages: [{ role: "user", content: "Hi" }] } });
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const provider = gatedProvider(WORDS);
    const logs = watchLogs();

    const stream = await startStream("/api/chat/completions", me.cookie, {
      conversationId: conversation.id,
      messages: [{ role: "user", content: "When should I launch?" }],
    });
    stream.disconnect();
    provider.open();
    await waitOnExecutionContext(stream.ctx);
    await provider.settled();
    await drainEventLoop();
    logs.stop();

    expect(await storedMessages(conversation.id)).toEqual([
      { role: "user", content: "Hi" },
      { role: "user", content: "When should I launch?" },
      { role: "assistant", content: WORDS.join("") },
    ]);
    expect(logs.lines).toEqual([]);
    expect(logs.rejections).toEqual([]);
  });

  it("in an unsaved chat or a streamed tool: generation stops, and nothing is logged as an error or warning", async () => {
    const me = await signedInUser("quiet-tool");
    const provider = gatedProvider(WORDS);
    const logs = watchLogs();

    const chat = await startStream("/api/chat/completions", me.cookie, { messages: [{ role: "user", content: "When should I launch?" }] });
    const tool = await startStream("/api/functions/build-startup", me.cookie, { startupIdea: "A tool library" });
    chat.disconnect();
    tool.disconnect();
    provider.open();
    await waitOnExecutionContext(chat.ctx);
    await waitOnExecutionContext(tool.ctx);
    await provider.settled();
    await drainEventLoop();
    logs.stop();

    expect(logs.lines).toEqual([]);
    expect(logs.rejections).toEqual([]);
  });

  it("in a tool asked for plain JSON: the call stops when the request is aborted, and nothing is logged as an error or warning", async () => {
    const me = await signedInUser("quiet-json");
    const provider = gatedProvider(WORDS);
    const logs = watchLogs();
    const ctx = createExecutionContext();
    const aborted = new AbortController();
    const request = new Request(ORIGIN + "/api/functions/build-startup", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ startupIdea: "A tool library" }),
      signal: aborted.signal,
    });
    const answered = worker.fetch(request, gatedEnv as unknown as Env, ctx);
    await provider.started;
    aborted.abort(new Error("Network connection lost."));
    await answered;
    await waitOnExecutionContext(ctx);
    await provider.settled();
    await drainEventLoop();
    logs.stop();

    expect(logs.lines).toEqual([]);
    expect(logs.rejections).toEqual([]);
  });
});
