import { describe, expect, it } from "vitest";
import { readSse } from "../../app/lib/sse";
import { openAiChatStream } from "../../workers/chat/openai-sse";

async function* words(list: string[], failAfter?: number) {
  for (const [index, word] of list.entries()) {
    if (index === failAfter) throw new Error("model went away");
    yield word;
  }
}

const toError = () => ({ error: { code: "ai_unavailable" as const, message: "The AI model stopped answering." } });

async function events(stream: ReadableStream<Uint8Array>) {
  const out: string[] = [];
  for await (const data of readSse(stream)) out.push(data);
  return out;
}

describe("openAiChatStream", () => {
  it("streams deltas as chat.completion.chunk events and ends with [DONE]", async () => {
    const out = await events(openAiChatStream(words(["Hel", "lo"]), { model: "offline", toError }));
    expect(out.at(-1)).toBe("[DONE]");
    const chunks = out.slice(0, -1).map((d) => JSON.parse(d));
    expect(chunks.every((c) => c.object === "chat.completion.chunk")).toBe(true);
    expect(chunks.map((c) => c.choices[0].delta.content ?? "").join("")).toBe("Hello");
    expect(chunks.at(-1).choices[0].finish_reason).toBe("stop");
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
  });

  it("ends a stream that fails midway with an error event instead of [DONE]", async () => {
    const out = await events(openAiChatStream(words(["a", "b", "c"], 2), { model: "offline", toError }));
    expect(out).not.toContain("[DONE]");
    expect(JSON.parse(out.at(-1)!)).toEqual(toError());
    const text = out.slice(0, -1).map((d) => JSON.parse(d).choices[0].delta.content ?? "").join("");
    expect(text).toBe("ab");
  });
});
