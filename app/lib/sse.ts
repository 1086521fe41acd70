/**
 * A Server-Sent Events reader for `fetch` bodies. Network chunks can split an event anywhere,
 * so bytes are buffered until the blank line that ends an event.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = "";
  const flushEvent = (block: string) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).replace(/^ /, ""));
    if (data.length > 0) onData(data.join("\n"));
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r?\n\r?\n/);
        if (end === -1) break;
        const separator = buffer.slice(end).match(/^\r?\n\r?\n/)![0];
        flushEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + separator.length);
      }
    },
    /** A final event without its blank line still counts once the stream ends. */
    end() {
      if (buffer.trim()) flushEvent(buffer);
      buffer = "";
    },
  };
}

/** Yields the `data` payload of every event in a streamed response body. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const queue: string[] = [];
  const parser = createSseParser((data) => queue.push(data));
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
