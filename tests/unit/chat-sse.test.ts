import { describe, expect, it, vi } from "vitest";
import { readSse } from "../../app/lib/sse";
import { openAiChatSse } from "../../workers/ai/sse";
import { ApiError } from "../../workers/errors";

function textStream(pieces: string[], failAt?: number) {
  let index = 0;
  return new ReadableStream<string>({
    pull(controller) {
      if (index === failAt) return controller.error(new ApiError(502, "ai_unavailable", "The AI model failed to answer."));
      if (index >= pieces.length) return controller.close();
      controller.enqueue(pieces[index++]!);
    },
  });
}

async function events(stream: ReadableStream<Uint8Array>) {
  const out: string[] = [];
  for await (const data of readSse(stream)) out.push(data);
  return out;
}

const contentOf = (list: string[]) =>
  list.map((d) => (JSON.parse(d) as { choices?: { delta: { content?: string } }[] }).choices?.[0]?.delta.content ?? "").join("");

describe("openAiChatSse", () => {
  it("streams chat.completion.chunk events with one id and ends with finish_reason stop and [DONE]", async () => {
    const out = await events(openAiChatSse(textStream(["Hel", "lo"]), { id: "chatcmpl-1", model: "offline" }));
    expect(out.at(-1)).toBe("[DONE]");
    const chunks = out.slice(0, -1).map((d) => JSON.parse(d));
    expect(chunks.every((c) => c.object === "chat.completion.chunk" && c.id === "chatcmpl-1")).toBe(true);
    expect(contentOf(out.slice(0, -1))).toBe("Hello");
    expect(chunks.at(-1).choices[0].finish_reason).toBe("stop");
  });

  it("ends a stream that fails midway with an {error} event and no [DONE]", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const out = await events(openAiChatSse(textStream(["a", "b", "c"], 2), { id: "x", model: "offline" }));
    expect(out).not.toContain("[DONE]");
    expect(JSON.parse(out.at(-1)!)).toEqual({ error: { code: "ai_unavailable", message: "The AI model failed to answer." } });
    expect(contentOf(out.slice(0, -1))).toBe("ab");
  });
});
