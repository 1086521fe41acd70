import { streamText } from "ai";
import { toAiApiError } from "./ai-errors";

type StreamTextOptions = Parameters<typeof streamText>[0];

/**
 * Starts a text generation and waits for its first piece of text before returning, so a
 * provider that is down or misconfigured becomes a proper JSON error response (with the right
 * status) instead of an empty 200 stream. Failures after that surface as an error on the
 * returned stream (an `ApiError`), which the SSE encoders turn into a final error event.
 */
export async function openTextStream(options: StreamTextOptions): Promise<ReadableStream<string>> {
  const result = streamText({
    ...options,
    // Errors are read from the stream below; the default handler would only log them twice.
    onError: () => {},
  });
  const iterator = textDeltas(result.fullStream)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    throw toAiApiError(error);
  }
  if (first.done) throw toAiApiError(new Error("The model returned no text"));
  let pending: string | undefined = first.value;
  return new ReadableStream<string>({
    async pull(controller) {
      if (pending !== undefined) {
        controller.enqueue(pending);
        pending = undefined;
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(toAiApiError(error));
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/** Text deltas of a `fullStream`, throwing the first error part instead of skipping it. */
async function* textDeltas(parts: AsyncIterable<{ type: string; text?: string; error?: unknown }>): AsyncGenerator<string> {
  let produced = false;
  for await (const part of parts) {
    if (part.type === "text-delta") {
      const text = part.text;
      if (text) {
        produced = true;
        yield text;
      }
    } else if (part.type === "error") {
      throw part.error;
    } else if (part.type === "abort") {
      // A timeout (or the caller's abort) ends the SDK stream quietly; it must not pass for a finished answer.
      throw new DOMException("The AI call was aborted", "AbortError");
    } else if (part.type === "finish" && !produced) {
      throw new Error("The model finished without any text");
    }
  }
}
