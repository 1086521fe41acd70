import { THINKING_SIGNAL } from "../../shared/answer-text";
import { toErrorResponse } from "../errors";
import { toAiApiError } from "./ai-errors";
import { isClientGone } from "./text-stream";

const encoder = new TextEncoder();
/** The comment a chat stream carries while a reasoning model thinks (the thinking itself is never sent). */
const thinkingComment = () => encoder.encode(`: ${THINKING_SIGNAL}\n\n`);
const frame = (data: unknown, event?: string) =>
  encoder.encode(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);

/**
 * Headers for every event stream: never stored (a reply is one user's data) or transformed, and
 * not buffered by proxies, so tokens arrive as they are made.
 */
export function sseResponse(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
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
 * The OpenAI chat-completions stream format: `data: {choices:[{delta:{content}}]}` lines, a
 * last chunk with the finish reason, and a final `data: [DONE]`. A failure mid-stream ends with `data: {"error":{code,message}}` and no
 * [DONE], which the official `openai` client raises as an error.
 */
export function openAiChatSse(
  text: ReadableStream<string>,
  meta: { id: string; model: string; created?: number; finishReason?: Promise<"stop" | "length">; thinking?: boolean },
): ReadableStream<Uint8Array> {
  const created = meta.created ?? Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, string>, finishReason: string | null) => ({
    id: meta.id,
    object: "chat.completion.chunk",
    created,
    model: meta.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  return pipeEvents(text, {
    // A reasoning model thinking: a comment line, which OpenAI clients skip and Quick Chat shows as "Thinking…".
    start: () => [frame(chunk({ role: "assistant", content: "" }, null)), ...(meta.thinking ? [thinkingComment()] : [])],
    delta: (piece) => frame(chunk({ content: piece }, null)),
    // "length" when the model stopped at its output limit (docs/product.md#cut-off-answers).
    end: async () => [frame(chunk({}, (await meta.finishReason) ?? "stop")), frame("[DONE]")],
    error: async (error) => [frame(await errorBody(error))],
  });
}

/**
 * The tool stream (see shared/contracts/stream-events.ts): a `thinking` event first when a
 * reasoning model is still thinking, `delta` events with text, then one `done` event carrying the whole response built from the full text, or one `error` event.
 */
export function toolSse(
  text: ReadableStream<string>,
  finish: (fullText: string) => Promise<Record<string, unknown>> | Record<string, unknown>,
  { thinking = false }: { thinking?: boolean } = {},
): ReadableStream<Uint8Array> {
  let full = "";
  return pipeEvents(text, {
    // A reasoning model is thinking: the screen says so until the first text arrives.
    start: () => (thinking ? [frame({}, THINKING_SIGNAL)] : []),
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

/**
 * Encodes text pieces as events, one per pull, so the model is read only as fast as the client
 * reads. A client that goes away cancels this stream, which is not an error: nothing more is
 * written, the text stream is let go without waiting for the model, and one info line is logged.
 * (Writing after the cancel is what used to throw "Unable to enqueue" into the error log.)
 */
function pipeEvents(text: ReadableStream<string>, encoders: Encoders): ReadableStream<Uint8Array> {
  const reader = text.getReader();
  let state: "streaming" | "finished" | "cancelled" = "streaming";
  // Read through a function: the state changes while a pull awaits, which TypeScript's narrowing ignores.
  const current = () => state;
  const nextFrames = async (): Promise<Uint8Array[]> => {
    try {
      const { value, done } = await reader.read();
      if (current() === "cancelled") return [];
      if (!done) return [encoders.delta(value)];
      state = "finished";
      return await encoders.end();
    } catch (error) {
      if (current() === "cancelled" || isClientGone(error)) {
        state = "cancelled";
        return [];
      }
      state = "finished";
      return encoders.error(error);
    }
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const bytes of encoders.start()) controller.enqueue(bytes);
    },
    async pull(controller) {
      if (current() !== "streaming") return;
      const frames = await nextFrames();
      // The client may have left while we waited for the model; then nobody is there to write to.
      if (current() === "cancelled") return;
      for (const bytes of frames) controller.enqueue(bytes);
      if (current() === "finished") controller.close();
    },
    cancel(reason) {
      state = "cancelled";
      console.info(JSON.stringify({ level: "info", event: "client_disconnected" }));
      // Not awaited: a model mid-token may take a while to notice, and the client is gone anyway.
      reader.cancel(reason).catch(() => {});
    },
  });
}
