import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../../app/components/site/module-preload-priority.server";

async function through(html: string, chunkSize: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  return new Response(stream.pipeThrough(lowPriorityModulePreloads())).text();
}

describe("low-priority module preloads", () => {
  const page =
    '<!DOCTYPE html><html><head><title>Café ✓</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
    '<link rel="modulepreload" fetchpriority="high" href="/assets/b.js"/></head>' +
    '<body><p>Grüße 🦄</p><link rel="modulepreload" href="/assets/c.js"/></body></html>';

  it("marks the head's module preloads low priority and leaves everything else byte for byte", async () => {
    // Every chunking, including chunks that split `</head>` and multi-byte characters.
    for (const size of [1, 2, 3, 5, 64, page.length]) {
      expect(await through(page, size)).toBe(
        page.replace('<link rel="modulepreload" href="/assets/a.js"', '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"'),
      );
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through("<p>no head here</p>", 4)).toBe("<p>no head here</p>");
  });
});
