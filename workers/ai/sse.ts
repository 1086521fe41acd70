import { toErrorResponse } from "../errors";
import { toAiApiError } from "./ai-errors";

const encoder = new TextEncoder();
const frame = (data: unknown, event?: string) =>
  encoder.encode(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);

/** Headers for every event stream: no caching or proxy buffering, so tokens arrive as they are made. */
export function sseResponse(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
      ...headers,
    },
  });
}

/** The error body a stream ends with, the same `{error:{code,message}}` the JSON API returns. */
async function errorBody(error: unknown): Promise<unknown> {
  return toErrorResponse(toAiApiError(error)).json();
}

/**
 * The OpenAI chat-completions stream format: `data: {choices:[{delta:{content}}]}` lines and a
 * final `data: [DONE]`. A failure mid-stream ends with `data: {"error":{code,message}}` and no
 * [DONE], which the official `openai` client raises as an error.
 */
export function openAiChatSse(text: ReadableStream<string>, meta: { id: string; model: string; created?: number }): ReadableStream<Uint8Array> {
  const created = meta.created ?? Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, string>, finishReason: string | null) => ({
    id: meta.id,
    object: "chat.completion.chunk",
    created,
    model: meta.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  return pipeEvents(text, {
    start: () => [frame(chunk({ role: "assistant", content: "" }, null))],
    delta: (piece) => frame(chunk({ content: piece }, null)),
    end: () => [frame(chunk({}, "stop")), frame("[DONE]")],
    error: async (error) => [frame(await errorBody(error))],
  });
}

/**
 * The tool stream (see app/lib/contracts/stream-events.ts): `delta` events with text, then one
 * `done` event carrying the whole response built from the full text, or one `error` event.
 */
export function toolSse(
  text: ReadableStream<string>,
  finish: (fullText: string) => Promise<Record<string, unknown>> | Record<string, unknown>,
): ReadableStream<Uint8Array> {
  let full = "";
  return pipeEvents(text, {
    start: () => [],
    delta: (piece) => {
      full += piece;
      return frame({ text: piece }, "delta");
    },
    end: async () => [frame(await finish(full), "done")],
    error: async (error) => [frame(await errorBody(error), "error")],
  });
}

type Encoders = {
  start: () => Uint8Array[];
  delta: (piece: string) => Uint8Array;
  end: () => Promise<Uint8Array[]> | Uint8Array[];
  error: (error: unknown) => Promise<Uint8Array[]>;
};

function pipeEvents(text: ReadableStream<string>, encoders: Encoders): ReadableStream<Uint8Array> {
  const reader = text.getReader();
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const bytes of encoders.start()) controller.enqueue(bytes);
    },
    async pull(controller) {
      if (finished) return;
      try {
        const { value, done } = await reader.read();
        if (!done) {
          controller.enqueue(encoders.delta(value));
          return;
        }
        finished = true;
        for (const bytes of await encoders.end()) controller.enqueue(bytes);
      } catch (error) {
        finished = true;
        for (const bytes of await encoders.error(error)) controller.enqueue(bytes);
      }
      controller.close();
    },
    async cancel(reason) {
      await reader.cancel(reason);
    },
  });
}
