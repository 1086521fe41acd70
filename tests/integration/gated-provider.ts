import { env } from "cloudflare:workers";
import { vi } from "vitest";

/**
 * A scripted OpenAI-compatible model server whose stream waits at a gate the test opens, so a
 * browser that leaves mid-answer does so mid-reply on any machine, fast or slow.
 */
const FAKE_BASE = "http://gated.test/v1";
export const gatedEnv = { ...env, AI_PROVIDER: "openai-compatible", AI_BASE_URL: FAKE_BASE, AI_MODEL: "gated-model", AI_MAX_RETRIES: "0" };

const encoder = new TextEncoder();
const sseLine = (data: unknown) => encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
const delta = (content: string) => ({
  id: "g",
  object: "chat.completion.chunk",
  created: 1,
  model: "gated-model",
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});

/**
 * Streams `words`: the first at once, the rest one per read once `open()` is called. `started`
 * resolves when the first word is out; `settled()` when every provider stream has been read to its
 * end, cancelled or aborted: the Worker has let go.
 */
export function gatedProvider(words: readonly string[]) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const settledStreams: Promise<void>[] = [];
  let firstWordSent!: () => void;
  const started = new Promise<void>((resolve) => (firstWordSent = resolve));
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(FAKE_BASE)) return realFetch(input, init);
    const signal = init?.signal;
    let settle!: () => void;
    settledStreams.push(new Promise<void>((resolve) => (settle = resolve)));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        signal?.addEventListener("abort", () => {
          controller.error(signal.reason);
          settle();
        });
      },
      async pull(controller) {
        if (sent > 0) await gate;
        if (signal?.aborted) return;
        if (sent < words.length) {
          controller.enqueue(sseLine(delta(words[sent++]!)));
          firstWordSent();
          return;
        }
        controller.enqueue(sseLine({ ...delta(""), choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }));
        controller.enqueue(sseLine("[DONE]"));
        controller.close();
        settle();
      },
      cancel() {
        settle();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  });
  return { open, started, settled: () => Promise.all(settledStreams) };
}
