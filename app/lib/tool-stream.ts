import { toolStreamEventSchema } from "@shared/contracts/stream-events";
import { ClientApiError } from "./api-client";
import { readSseFrames } from "./sse";

/**
 * Reads a tool-style event stream (`thinking`, `delta`, `done`, `error`; shared/contracts/stream-events.ts):
 * `onThinking` hears that a reasoning model is thinking, each piece of text goes to `onDelta`; resolves with what `done` carries, for the caller to check
 * against its own contract; an `error` event or a stream that ends without `done` rejects.
 */
export async function readToolStream(
  body: ReadableStream<Uint8Array>,
  { onDelta, onThinking, fallback }: { onDelta?: (text: string) => void; onThinking?: () => void; fallback: string },
): Promise<unknown> {
  for await (const frame of readSseFrames(body)) {
    const parsed = toolStreamEventSchema.safeParse({ event: frame.event, data: JSON.parse(frame.data) });
    if (!parsed.success) continue;
    const event = parsed.data;
    if (event.event === "thinking") onThinking?.();
    else if (event.event === "delta") onDelta?.(event.data.text);
    else if (event.event === "done") return event.data;
    else throw new ClientApiError(event.data.error.message || fallback, 502, event.data.error.code);
  }
  throw new ClientApiError(fallback, 502);
}
