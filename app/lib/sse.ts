/**
 * The one Server-Sent Events reader for `fetch` bodies (chat and tool streams). Network chunks
 * can split an event anywhere, so text is buffered until the blank line that ends an event.
 */
export type SseFrame = { event: string; data: string };

/** `onComment`: each `: comment` line (a chat stream says "thinking" that way while a reasoning model thinks). */
export type SseOptions = { onComment?: (comment: string) => void };

export function createSseParser(onFrame: (frame: SseFrame) => void, { onComment }: SseOptions = {}) {
  let buffer = "";
  const flushEvent = (block: string) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      else if (line.startsWith(":")) onComment?.(line.slice(1).trim());
    }
    if (data.length > 0) onFrame({ event, data: data.join("\n") });
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r?\n\r?\n/.exec(buffer);
        if (!match) break;
        flushEvent(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** A final event without its blank line still counts once the stream ends. */
    end() {
      if (buffer.trim()) flushEvent(buffer);
      buffer = "";
    },
  };
}

/** Yields every event (name and data) of a streamed response body. */
export async function* readSseFrames(body: ReadableStream<Uint8Array>, options: SseOptions = {}): AsyncGenerator<SseFrame> {
  const queue: SseFrame[] = [];
  const parser = createSseParser((frame) => queue.push(frame), options);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      while (queue.length) yield queue.shift()!;
    }
    parser.push(decoder.decode());
    parser.end();
    while (queue.length) yield queue.shift()!;
  } finally {
    reader.releaseLock();
  }
}

/** Yields the `data` payload of every event (the OpenAI chat stream has no event names). */
export async function* readSse(body: ReadableStream<Uint8Array>, options: SseOptions = {}): AsyncGenerator<string> {
  for await (const frame of readSseFrames(body, options)) yield frame.data;
}
