import { afterEach, describe, expect, it } from "vitest";
import { startReplayServer, type ReplayServer } from "../../scripts/lib/replay-model-server.mjs";
import { loadRecordings } from "../../scripts/eval/corpus.mjs";

let server: ReplayServer;
afterEach(() => server?.stop());

const ask = (stream: boolean) =>
  fetch(`${server.url}/v1/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ model: "replay-model", stream, messages: [{ role: "user", content: "Plan my launch" }] }),
  });

type Completion = {
  object: string;
  choices: Array<{ message: { content: string }; finish_reason: string }>;
  usage: { prompt_tokens: number; completion_tokens: number };
};
const completionOf = async (response: Response) => (await response.json()) as Completion;

/** The `data:` payloads of an event stream, in order. */
async function frames(response: Response) {
  return (await response.text())
    .split("\n\n")
    .filter((frame) => frame.startsWith("data: "))
    .map((frame) => frame.slice(6));
}

describe("the replay model server", () => {
  it("streams a queued answer in small chunks, ending with its finish reason and [DONE]", async () => {
    server = await startReplayServer();
    const content = "## Launch plan\n\n1. Pick one channel where your first fifty users already are.";
    server.queue([{ content, finishReason: "stop" }]);
    const response = await ask(true);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const data = await frames(response);
    expect(data.at(-1)).toBe("[DONE]");
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d));
    const pieces = chunks.map((c) => c.choices[0].delta.content ?? "");
    expect(pieces.join("")).toBe(content);
    expect(pieces.filter(Boolean).length).toBeGreaterThan(4);
    expect(chunks.at(-1).choices[0].finish_reason).toBe("stop");
    expect(chunks.slice(0, -1).every((c) => c.choices[0].finish_reason === null)).toBe(true);
  });

  it("reports a cut-off answer with finish_reason length, streamed or not", async () => {
    server = await startReplayServer();
    server.queue([
      { content: "The plan stops mid-sen", finishReason: "length" },
      { content: "The plan stops mid-sen", finishReason: "length" },
    ]);
    const streamed = (await frames(await ask(true))).slice(0, -1).map((d) => JSON.parse(d));
    expect(streamed.at(-1).choices[0].finish_reason).toBe("length");
    const whole = await completionOf(await ask(false));
    expect(whole.choices[0]).toMatchObject({ message: { role: "assistant", content: "The plan stops mid-sen" }, finish_reason: "length" });
  });

  it("answers a non-streaming request as one completion with token usage", async () => {
    server = await startReplayServer();
    server.queue([{ content: '{"title": "Plan"}', finishReason: "stop" }]);
    const response = await ask(false);
    expect(response.status).toBe(200);
    const body = await completionOf(response);
    expect(body).toMatchObject({
      object: "chat.completion",
      model: "replay-model",
      choices: [{ message: { content: '{"title": "Plan"}' }, finish_reason: "stop" }],
    });
    expect(body.usage.prompt_tokens).toBeGreaterThan(0);
    expect(body.usage.completion_tokens).toBeGreaterThan(0);
    expect(server.requests).toEqual([expect.objectContaining({ stream: false, answered: true })]);
  });

  it("serves queued answers first in, first out, and answers 500 saying so once the queue is empty", async () => {
    server = await startReplayServer();
    server.queue([
      { content: "first", finishReason: "stop" },
      { content: "second", finishReason: "stop" },
    ]);
    expect((await completionOf(await ask(false))).choices[0]!.message.content).toBe("first");
    expect((await completionOf(await ask(false))).choices[0]!.message.content).toBe("second");
    const empty = await ask(false);
    expect(empty.status).toBe(500);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toMatch(/no answer queued/);
    expect(server.requests.map((r) => r.answered)).toEqual([true, true, false]);
  });

  it("lists its model and queues a recording by id", async () => {
    const recordings = loadRecordings();
    server = await startReplayServer({ recordings });
    expect(((await (await fetch(`${server.url}/v1/models`)).json()) as { data: Array<{ id: string }> }).data[0]!.id).toBe("replay-model");
    const recording = recordings.find((r) => r.id === "vu-refusal-then-json")!;
    server.queueRecording(recording.id);
    expect(server.pending()).toBe(2);
    expect((await completionOf(await ask(false))).choices[0]!.message.content).toBe(recording.answers[0]!.content);
  });
});
