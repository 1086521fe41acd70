import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, vi } from "vitest";
import { readSseFrames } from "../../app/lib/sse";
import worker from "../../workers/app";
import { ORIGIN } from "./auth-helpers";

/**
 * A scripted OpenAI-compatible provider for tests through the Worker and the real D1: the app runs
 * with AI_PROVIDER=openai-compatible, and fetches to fake.test are answered by the script here.
 */
const FAKE_BASE = "http://fake.test/v1";
export const fakeEnv = {
  ...env,
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: FAKE_BASE,
  AI_MODEL: "fake-model",
  AI_MAX_RETRIES: "0",
  AI_TIMEOUT_MS: "400",
};

type Script = (init: RequestInit | undefined) => Response | Promise<Response>;
export const provider = { calls: 0, bodies: [] as Array<Record<string, unknown>> };

export function fakeProvider(script: Script) {
  provider.calls = 0;
  provider.bodies = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(FAKE_BASE)) return realFetch(input, init);
    provider.calls++;
    provider.bodies.push(JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>);
    return script(init);
  });
}
afterEach(() => {
  vi.restoreAllMocks();
});

const encoder = new TextEncoder();
const chunkObject = (delta: Record<string, string>, finishReason: string | null) => ({
  id: "f",
  object: "chat.completion.chunk",
  created: 1,
  model: "fake-model",
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});
export const chunk = (content: string) => encoder.encode(`data: ${JSON.stringify(chunkObject({ content }, null))}\n\n`);
export const sse = (body: ReadableStream<Uint8Array>) => new Response(body, { headers: { "Content-Type": "text/event-stream" } });

/** A whole streamed answer in a few pieces, ending with `finishReason` ("length" when cut off). */
export function streamedAnswer(text: string, finishReason: "stop" | "length" = "stop"): Response {
  const pieces = text.match(/[\s\S]{1,40}/g) ?? [];
  return sse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(chunk(piece));
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunkObject({}, finishReason))}\n\ndata: [DONE]\n\n`));
        controller.close();
      },
    }),
  );
}

/** A non-streamed answer, as the structured tools receive it. */
export function wholeAnswer(content: string, finishReason: "stop" | "length" = "stop"): Response {
  return Response.json({
    id: "f",
    object: "chat.completion",
    created: 1,
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

/** A request through the Worker with the fake provider; resolves after its waitUntil work too. */
export async function viaWorker(method: string, path: string, cookie: string, body: unknown, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, {
    method,
    headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, fakeEnv as unknown as Env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text };
}

export async function framesOf(text: string) {
  const frames: { event?: string; data: string }[] = [];
  for await (const frame of readSseFrames(new Response(text).body!)) frames.push(frame);
  return frames;
}
