import { generateText } from "ai";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, toErrorResponse } from "../../../workers/errors";
import {
  assertChatWithinLimits,
  assertToolTextWithinLimits,
  describeModel,
  generateStructured,
  getModel,
  openTextStream,
  toAiApiError,
  WORKERS_AI_DEFAULTS,
} from "../../../workers/ai";
import { toolSse } from "../../../workers/ai/sse";
import { readSseFrames } from "../../../app/lib/sse";
import { readConfig, type ConfigVar } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

/** A stand-in for the `AI` binding that records what the provider sends it. */
function fakeAiBinding(answer: string | Error) {
  const calls: Array<{ model: string; inputs: Record<string, unknown> }> = [];
  const binding = {
    run: async (model: string, inputs: Record<string, unknown>) => {
      calls.push({ model, inputs });
      if (answer instanceof Error) throw answer;
      return { response: answer };
    },
  };
  return { binding, calls };
}

/** What the model layer gets per request: the parsed vars, the AI binding (a stand-in here) and the tools. */
const setup = (vars: Partial<Record<ConfigVar, string>>, binding?: unknown) => ({
  config: readConfig(vars),
  ai: binding as Ai | undefined,
  tools: workerTools,
});

describe("getModel", () => {
  it("uses the offline model by default and labels it as offline", () => {
    expect(getModel(setup({}), "chat").provider).toBe("offline");
    expect(describeModel(readConfig({}))).toMatchObject({ provider: "offline", offline: true, modelLabel: "Offline model" });
  });

  it("uses Workers AI with the strong text model, the vision model for screenshots, and explicit max tokens", async () => {
    const { binding, calls } = fakeAiBinding("Hello from Workers AI");
    const env = setup({ AI_PROVIDER: "workers-ai" }, binding);
    const result = await generateText({ model: getModel(env, "chat"), prompt: "Hi" });
    expect(result.text).toBe("Hello from Workers AI");
    expect(calls[0]).toMatchObject({ model: WORKERS_AI_DEFAULTS.text, inputs: { max_tokens: 2048 } });
    await generateText({ model: getModel(env, "vision"), prompt: "Look" });
    expect(calls[1]).toMatchObject({ model: WORKERS_AI_DEFAULTS.vision, inputs: { max_tokens: 4096 } });
    expect(describeModel(env.config)).toMatchObject({ offline: false, modelLabel: WORKERS_AI_DEFAULTS.text });
  });

  it("lets vars override the Workers AI models and the output cap", async () => {
    const { binding, calls } = fakeAiBinding("ok");
    const env = setup(
      { AI_PROVIDER: "workers-ai", WORKERS_AI_TEXT_MODEL: "@cf/qwen/qwen3-30b-a3b-fp8", AI_MAX_OUTPUT_TOKENS: "900" },
      binding,
    );
    await generateText({ model: getModel(env, "text"), prompt: "Hi" });
    expect(calls[0]).toMatchObject({ model: "@cf/qwen/qwen3-30b-a3b-fp8", inputs: { max_tokens: 900 } });
  });

  it("asks Workers AI for JSON mode with the schema only on models that support it", async () => {
    const schema = z.object({ title: z.string() });
    const { binding, calls } = fakeAiBinding('{"title": "Plan"}');
    await generateStructured({ model: getModel(setup({ AI_PROVIDER: "workers-ai" }, binding), "structured"), schema, prompt: "Plan" });
    expect(calls[0]!.inputs).toMatchObject({ response_format: { type: "json_schema", json_schema: { type: "object" } } });

    const vision = fakeAiBinding('Here it is: ```json\n{"title": "Plan",}\n```');
    const object = await generateStructured({
      model: getModel(setup({ AI_PROVIDER: "workers-ai" }, vision.binding), "vision"),
      schema,
      prompt: "Look",
    });
    expect(vision.calls[0]!.model).toBe(WORKERS_AI_DEFAULTS.vision);
    expect(vision.calls[0]!.inputs.response_format).toBeUndefined();
    expect(object).toEqual({ title: "Plan" });
  });

  it("builds an openai-compatible model from AI_BASE_URL and AI_MODEL", () => {
    const model = getModel(
      setup({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.2" }),
      "text",
    );
    expect(model.provider).toContain("openai-compatible");
    expect(model.modelId).toBe("llama3.2");
  });

  it("fails loudly on incomplete configuration", () => {
    expect(() => getModel(setup({ AI_PROVIDER: "openai-compatible" }), "chat")).toThrow(/AI_BASE_URL/);
    expect(() => getModel(setup({ AI_PROVIDER: "workers-ai" }), "chat")).toThrow(/AI binding/);
    expect(() => readConfig({ AI_DAILY_REQUEST_LIMIT: "many" })).toThrow(/AI_DAILY_REQUEST_LIMIT/);
    expect(() => readConfig({ AI_BASE_URL: "ftp://x" })).toThrow(/AI_BASE_URL/);
  });
});

describe("provider failures", () => {
  it("a remote-only Workers AI binding in local dev becomes a clear 503 JSON error, not an empty 200 stream", async () => {
    const { binding } = fakeAiBinding(new Error("Binding AI needs to be run remotely"));
    const env = setup({ AI_PROVIDER: "workers-ai", AI_MAX_RETRIES: "0" }, binding);
    const app = new Hono()
      .post("/chat", async () => {
        const text = await openTextStream({ model: getModel(env, "chat"), prompt: "Hi", maxRetries: 0 });
        return new Response(text.pipeThrough(new TextEncoderStream()));
      })
      .onError((error) => toErrorResponse(error));
    const response = await app.request("/chat", { method: "POST" });
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ error: { code: "ai_unavailable", message: expect.stringMatching(/Workers AI only runs on Cloudflare/) } });
  });

  it("Workers AI capacity errors become 503 with Retry-After; timeouts 504", () => {
    expect(toAiApiError(new Error("3040: Capacity temporarily exceeded, please try again."))).toMatchObject({
      status: 503,
      headers: { "Retry-After": "60" },
    });
    expect(toAiApiError(new DOMException("The operation timed out.", "TimeoutError"))).toMatchObject({ status: 504, code: "ai_timeout" });
  });

  it("a tool stream that fails after its first words ends with an error event", async () => {
    let sent = 0;
    const text = new ReadableStream<string>({
      pull(controller) {
        if (sent++ < 2) controller.enqueue(`word${sent} `);
        else controller.error(new ApiError(504, "ai_timeout", "The AI model took too long to answer. Please try again."));
      },
    });
    const frames = [];
    for await (const frame of readSseFrames(toolSse(text, (full) => ({ agenda: full })))) frames.push(frame);
    expect(frames.map((f) => f.event)).toEqual(["delta", "delta", "error"]);
    expect(JSON.parse(frames[2]!.data)).toEqual({ error: { code: "ai_timeout", message: expect.any(String) } });
  });
});

describe("input limits", () => {
  const limits = readConfig({ AI_MAX_MESSAGES: "3", AI_MAX_MESSAGE_CHARS: "10", AI_MAX_TOOL_TEXT_CHARS: "20" });

  it("refuses too many messages or an over-long message with 413", () => {
    expect(() => assertChatWithinLimits([{ content: "ok" }], limits)).not.toThrow();
    expect(() => assertChatWithinLimits([], limits)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => assertChatWithinLimits(Array(4).fill({ content: "x" }), limits)).toThrow(
      expect.objectContaining({ status: 413, code: "payload_too_large" }),
    );
    expect(() => assertChatWithinLimits([{ content: "x".repeat(11) }], limits)).toThrow(/Message 1 is too long/);
  });

  it("names the tool field that is too long", () => {
    expect(() => assertToolTextWithinLimits({ goals: "y".repeat(20) }, limits)).not.toThrow();
    expect(() => assertToolTextWithinLimits({ goals: "y".repeat(21) }, limits)).toThrow(/goals/);
    expect(() => assertToolTextWithinLimits({ tasks: ["a".repeat(15), "b".repeat(15)] }, limits)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });
});
