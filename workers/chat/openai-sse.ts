import type { ErrorBody } from "../errors";

/**
 * Encodes a stream of text deltas in the OpenAI chat-completions streaming format, so the
 * official `openai` client pointed at `<origin>/api` consumes it unchanged:
 *   data: {"object":"chat.completion.chunk","choices":[{"delta":{"content":"…"}}]}  …  data: [DONE]
 * A failure after the stream has started cannot change the status code any more, so it ends
 * the stream with an `{error}` event (which the openai client raises as an APIError) and no [DONE].
 */
export function openAiChatStream(
  deltas: AsyncIterable<string>,
  { model, toError }: { model: string; toError: (error: unknown) => ErrorBody },
): ReadableStream<Uint8Array> {
  const id = `chatcmpl-${crypto.randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const encoder = new TextEncoder();
  const event = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
  const chunk = (delta: { role?: "assistant"; content?: string }, finishReason: "stop" | null = null) =>
    event({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] });

  const iterator = deltas[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(chunk({ role: "assistant", content: "" }));
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(chunk({}, "stop"));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
          return;
        }
        if (next.value) controller.enqueue(chunk({ content: next.value }));
      } catch (error) {
        controller.enqueue(event(toError(error)));
        controller.close();
      }
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
}

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;
