import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseParser, readSse, readSseFrames } from "../../app/lib/sse";

const stream = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

async function collect(chunks: string[]) {
  const out: string[] = [];
  for await (const data of readSse(stream(chunks))) out.push(data);
  return out;
}

describe("SSE reading", () => {
  it("waits for the blank line before emitting an event split across chunks", async () => {
    expect(await collect(['data: {"a"', ":1}\n", "\ndata: [DONE]\n\n"])).toEqual(['{"a":1}', "[DONE]"]);
  });

  it("reads event names, defaulting to message", async () => {
    const frames = [];
    for await (const frame of readSseFrames(stream(["event: delta\ndata: a\n\n", "data: b\n\n"]))) frames.push(frame);
    expect(frames).toEqual([
      { event: "delta", data: "a" },
      { event: "message", data: "b" },
    ]);
  });

  it("handles CRLF line endings, comments and multi-line data", async () => {
    expect(await collect([": keep-alive\r\n\r\n", "data: one\r\ndata: two\r\n\r\n"])).toEqual(["one\ntwo"]);
  });

  it("emits a final event that lacks its trailing blank line", async () => {
    expect(await collect(["data: last"])).toEqual(["last"]);
  });

  it("gives the same events however the bytes are split", () => {
    const events = ["hello", '{"choices":[{"delta":{"content":"x"}}]}', "[DONE]"];
    const wire = events.map((e) => `data: ${e}\n\n`).join("");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: wire.length }), { maxLength: 8 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const out: string[] = [];
        const parser = createSseParser((frame) => out.push(frame.data));
        let last = 0;
        for (const p of [...points, wire.length]) {
          parser.push(wire.slice(last, p));
          last = p;
        }
        parser.end();
        expect(out).toEqual(events);
      }),
    );
  });
});
