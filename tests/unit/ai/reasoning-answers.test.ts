import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readToolStream } from "../../../app/lib/tool-stream";
import { readSse } from "../../../app/lib/sse";
import { loadRecordings } from "../../../scripts/eval/corpus.mjs";
import { startReplayServer, type ReplayServer } from "../../../scripts/lib/replay-model-server.mjs";
import { validateUxModelOutputSchema } from "../../../shared/contracts/validate-ux";
import { workshopPlanSchema } from "../../../tools/generate-workshop/contract";
import { generateStructuredAnswer, getModel, openAiChatSse, openTextStream, toolSse } from "../../../workers/ai";
import { reasoningEffortFor } from "../../../workers/ai/models";
import { splitThinking, ThinkingSplitter } from "../../../tools/kit/server/repair/thinking";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

/**
 * Reasoning models (Qwen3, DeepSeek-R1 distills, gpt-oss; docs/product.md#reasoning-models): their
 * thinking never reaches an answer, its braces are never read as the answer, a stream says
 * "thinking" instead, and thinking cut off at the length limit is a cut-off answer. The model
 * answers are the recordings in tests/fixtures/model-answers/, served by the replay server.
 */
const recordings = new Map(loadRecordings().map((r) => [r.id, r]));
const answersOf = (id: string) => recordings.get(id)!.answers;

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay?.stop());

const setup = (overrides: Record<string, string> = {}) => ({
  config: readConfig({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `${replay.url}/v1`,
    AI_MODEL: "qwen3:8b",
    AI_MAX_RETRIES: "0",
    ...overrides,
  }),
  tools: workerTools,
});

async function textOf(stream: ReadableStream<string>) {
  let text = "";
  for await (const piece of stream as unknown as AsyncIterable<string>) text += piece;
  return text;
}

/** A text call to the replay server answering with the recording's answers. */
async function streamRecording(id: string, model = "qwen3:8b") {
  replay.queue(answersOf(id));
  return openTextStream({ model: getModel(setup({ AI_MODEL: model }), "text"), prompt: "Write the plan." });
}

describe("thinking in the text, split from the answer", () => {
  it("takes a leading <think> or <thinking> block out, braces and all, and keeps the answer", () => {
    expect(splitThinking("<think>\nThey want a plan {draft}.\n</think>\n\n# Plan\n\nShip it.")).toEqual({
      thinking: "\nThey want a plan {draft}.\n",
      answer: "# Plan\n\nShip it.",
      unclosed: false,
    });
    expect(splitThinking("  <THINKING>hmm</THINKING>Answer").answer).toBe("Answer");
  });

  it("treats what comes before a lone closing tag as thinking (a template that opened the block)", () => {
    expect(splitThinking('Okay, a draft: {"title": "DRAFT"}\n</think>\n\n{"title": "Final"}').answer).toBe('{"title": "Final"}');
  });

  it("keeps an answer that only mentions the tags, and one that never thinks", () => {
    const text = "Reasoning models wrap their thinking in <think> tags; strip them.";
    expect(splitThinking(text)).toEqual({ thinking: "", answer: text, unclosed: false });
  });

  it("counts a block left open as thinking, and says so", () => {
    expect(splitThinking("<think>Still thinking about {braces}", { cutOff: true })).toEqual({
      thinking: "Still thinking about {braces}",
      answer: "",
      unclosed: true,
    });
  });

  it("splits a stream whose tags arrive in pieces, holding back no more than a partial tag", () => {
    const splitter = new ThinkingSplitter();
    const pieces = ["  <thi", "nk>Let me ", "think.</th", "ink>\n\nHello", " world"].flatMap((p) => splitter.push(p));
    pieces.push(...splitter.end());
    const join = (kind: string) =>
      pieces
        .filter((p) => p.kind === kind)
        .map((p) => p.text)
        .join("");
    expect(join("thinking")).toBe("Let me think.");
    expect(join("text")).toBe("Hello world");
  });

  it("releases a template-opened block that never closed as the answer, unless the model was cut off", () => {
    const answered = new ThinkingSplitter({ startsInThinking: true });
    const pieces = [...answered.push("# Plan without thinking"), ...answered.end({ cutOff: false })];
    expect(pieces).toEqual([{ kind: "text", text: "# Plan without thinking" }]);
    const cut = new ThinkingSplitter({ startsInThinking: true });
    expect([...cut.push("Okay, so I need"), ...cut.end({ cutOff: true })]).toEqual([{ kind: "thinking", text: "Okay, so I need" }]);
  });
});

describe("text answers of reasoning models, replayed", () => {
  it("streams the strategy without its <think> block and says the model was thinking first", async () => {
    const stream = await streamRecording("ms-think-block");
    expect(stream.thinking).toBe(true);
    const text = await textOf(stream);
    expect(text.startsWith("# Monetization strategy")).toBe(true);
    expect(text).not.toMatch(/<\/?think>|They want a plan/);
  });

  it("keeps reasoning_content sent apart out of a chat reply", async () => {
    const stream = await streamRecording("chat-reasoning-content");
    expect(stream.thinking).toBe(true);
    const text = await textOf(stream);
    expect(text.startsWith("Run them as conversations")).toBe(true);
    expect(text).not.toContain("The user is a solo founder");
  });

  it("ends thinking cut off at the length limit as a cut-off answer with no text", async () => {
    for (const id of ["uf-reasoning-cut-off", "cs-think-cut-off"]) {
      const stream = await streamRecording(id);
      expect(await textOf(stream), id).toBe("");
      expect((await stream.ending).cutOff, id).toBe(true);
    }
  });

  it("holds a DeepSeek-R1 distill's template-opened thinking back until its closing tag", async () => {
    replay.queue([{ content: "Okay, they want a plan. {draft}\n</think>\n\n# Plan\n\nShip the booking flow.", finishReason: "stop" }]);
    const stream = await openTextStream({
      model: getModel(setup({ AI_MODEL: "deepseek-r1-distill-qwen-32b" }), "text"),
      prompt: "Write the plan.",
    });
    expect(await textOf(stream)).toBe("# Plan\n\nShip the booking flow.");
  });

  it("marks the tool stream and the chat stream as thinking, never with the thinking itself", async () => {
    const events = async (body: ReadableStream<Uint8Array>) => new Response(body).text();
    const tool = await events(toolSse(await streamRecording("ms-think-block"), (full) => ({ strategy: full }), { thinking: true }));
    expect(tool.startsWith("event: thinking\ndata: {}\n\n")).toBe(true);
    expect(tool).not.toContain("They want a plan");
    const chat = await events(
      openAiChatSse(await streamRecording("chat-reasoning-content"), {
        id: "c1",
        model: "m",
        finishReason: Promise.resolve("stop"),
        thinking: true,
      }),
    );
    expect(chat).toContain("\n\n: thinking\n\n");
    expect(chat).not.toMatch(/reasoning|The user is a solo founder/);
  });
});

describe("structured answers of reasoning models, replayed", () => {
  it("never reads the draft result in the thinking's braces as the answer", async () => {
    replay.queue(answersOf("vu-think-block-with-item"));
    const { value } = await generateStructuredAnswer({
      model: getModel(setup(), "structured"),
      schema: validateUxModelOutputSchema,
      prompt: "Validate.",
    });
    expect(value.results).toHaveLength(4);
    expect(JSON.stringify(value)).not.toContain("DRAFT");
  });

  it("reads the plan after a template-opened block's closing tag, not the draft inside it", async () => {
    replay.queue(answersOf("ws-r1-template-opened-thinking"));
    const { value } = await generateStructuredAnswer({
      model: getModel(setup(), "structured"),
      schema: workshopPlanSchema,
      prompt: "Plan.",
    });
    expect(value.title).toBe("Why Agencies Stop Using Reminders: Discovery Workshop");
  });
});

describe("keeping thinking short", () => {
  it("asks gpt-oss on Workers AI for low reasoning effort, and an OpenAI-compatible server only when configured", () => {
    const workersAi = (model: string, extra: Record<string, string> = {}) =>
      readConfig({ AI_PROVIDER: "workers-ai", WORKERS_AI_TEXT_MODEL: model, ...extra });
    expect(reasoningEffortFor(workersAi("@cf/openai/gpt-oss-120b"), "@cf/openai/gpt-oss-120b")).toBe("low");
    expect(reasoningEffortFor(workersAi("@cf/meta/llama-3.3-70b-instruct-fp8-fast"), "@cf/meta/llama-3.3-70b-instruct-fp8-fast")).toBe(
      undefined,
    );
    expect(reasoningEffortFor(setup().config, "qwen3:8b")).toBe(undefined);
    expect(reasoningEffortFor(setup({ AI_REASONING_EFFORT: "low" }).config, "qwen3:8b")).toBe("low");
  });

  it("sends the configured reasoning_effort to the server", async () => {
    replay.queue([{ content: "Short answer.", finishReason: "stop" }]);
    const before = replay.requests.length;
    await textOf(await openTextStream({ model: getModel(setup({ AI_REASONING_EFFORT: "low" }), "text"), prompt: "Hi" }));
    expect(replay.requests.slice(before).map((r) => r.reasoningEffort)).toEqual(["low"]);
  });
});

describe("the browser's readers", () => {
  const body = (text: string) => new Response(text).body!;

  it("tell a tool screen that the model is thinking", async () => {
    let thinking = 0;
    let text = "";
    const done = await readToolStream(
      body('event: thinking\ndata: {}\n\nevent: delta\ndata: {"text":"# Plan"}\n\nevent: done\ndata: {"strategy":"# Plan"}\n\n'),
      { onThinking: () => thinking++, onDelta: (piece) => (text += piece), fallback: "failed" },
    );
    expect({ thinking, text, done }).toEqual({ thinking: 1, text: "# Plan", done: { strategy: "# Plan" } });
  });

  it("hear the chat stream's thinking comment and pass no data for it", async () => {
    const comments: string[] = [];
    const data: string[] = [];
    for await (const d of readSse(body(': thinking\n\ndata: {"x":1}\n\ndata: [DONE]\n\n'), { onComment: (c) => comments.push(c) }))
      data.push(d);
    expect(comments).toEqual(["thinking"]);
    expect(data).toEqual(['{"x":1}', "[DONE]"]);
  });
});
