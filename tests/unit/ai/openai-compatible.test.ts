import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generateText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { readSseFrames } from "../../../app/lib/sse";
import { ApiError } from "../../../workers/errors";
import {
  getModel,
  generateStructured,
  generateStructuredAnswer,
  openAiChatSse,
  openTextStream,
  prepareChatCall,
} from "../../../workers/ai";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

/** A fake OpenAI-style server: real HTTP and real SSE, scripted per test. */
type Reply = (req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse) => void;
let reply: Reply;
const requests: Array<{ headers: IncomingMessage["headers"]; body: Record<string, unknown> }> = [];
let server: Server;
let baseUrl: string;

const sseChunk = (content: string) =>
  `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "fake", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
const streamWords =
  (words: string[]): Reply =>
  (_req, _body, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    for (const w of words) res.write(sseChunk(w));
    res.write(
      `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "fake", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
  };
const completion =
  (content: string, finishReason = "stop"): Reply =>
  (_req, _body, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        id: "c2",
        object: "chat.completion",
        created: 1,
        model: "fake",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
        usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
      }),
    );
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      requests.push({ headers: req.headers, body });
      reply(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const vars = () => ({
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: baseUrl,
  AI_MODEL: "llama3.2",
  AI_API_KEY: "sk-test",
  EXPERT_NAME: "Dana",
  AI_MAX_RETRIES: "0",
});
/** What the model layer gets per request: the parsed config (no binding for this provider). */
const setup = (overrides: Record<string, string> = {}) => ({ config: readConfig({ ...vars(), ...overrides }), tools: workerTools });

async function collect(stream: ReadableStream<string>) {
  const parts: string[] = [];
  for await (const part of stream as unknown as AsyncIterable<string>) parts.push(part);
  return parts;
}

describe("the openai-compatible provider against a local server", () => {
  it("streams the server's tokens in order and sends the model, key and output cap", async () => {
    reply = streamWords(["Hello", " founder", ", here", " is", " a plan."]);
    const parts = await collect(await openTextStream(prepareChatCall(setup(), [{ role: "user", content: "Hi" }])));
    expect(parts.join("")).toBe("Hello founder, here is a plan.");
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const sent = requests[0]!;
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({ model: "llama3.2", stream: true, max_tokens: 2048 });
    expect(JSON.stringify(sent.body.messages)).toContain("AI twin of Dana");
  });

  it("turns an error reply into a clear API error before any stream starts", async () => {
    reply = (_req, _body, res) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "model crashed", type: "server_error" } }));
    };
    const failure = await openTextStream(prepareChatCall(setup(), [{ role: "user", content: "Hi" }])).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, code: "ai_unavailable" });
    expect((failure as ApiError).message).not.toContain("model crashed");
  });

  it("reports the provider's quota as unavailable with Retry-After", async () => {
    reply = (_req, _body, res) => {
      res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "1" });
      res.end(JSON.stringify({ error: { message: "rate limited" } }));
    };
    // One retry after the server's Retry-After, then a clear error.
    const retrying = setup({ AI_MAX_RETRIES: "1" });
    const failure = await openTextStream(prepareChatCall(retrying, [{ role: "user", content: "Hi" }])).catch((e: unknown) => e);
    expect(requests).toHaveLength(2);
    expect(failure).toMatchObject({ status: 503, code: "ai_unavailable", headers: { "Retry-After": "1" } });
  });

  it("reports an unreachable server as 503", async () => {
    const closed = setup({ AI_BASE_URL: "http://127.0.0.1:9/v1" });
    const failure = await openTextStream(prepareChatCall(closed, [{ role: "user", content: "Hi" }])).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, code: "ai_unavailable" });
  });

  it("ends the chat stream with an error event when the server fails mid-stream", async () => {
    reply = (_req, _body, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(sseChunk("Partial"));
      res.write(sseChunk(" answer"));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const text = await openTextStream(prepareChatCall(setup(), [{ role: "user", content: "Hi" }]));
    const body = openAiChatSse(text, { id: "chatcmpl-1", model: "llama3.2" });
    const frames = [];
    for await (const f of readSseFrames(body)) frames.push(f.data);
    expect(frames).not.toContain("[DONE]");
    const contents = frames
      .slice(0, -1)
      .map((d) => JSON.parse(d).choices[0].delta.content ?? "")
      .join("");
    expect(contents).toBe("Partial answer");
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it("retries a structured answer that is not valid JSON once, then succeeds", async () => {
    const answers = ["{not json", JSON.stringify({ title: "Plan", steps: ["a", "b"] })];
    reply = (req, body, res) => completion(answers.shift() ?? "")(req, body, res);
    const schema = z.object({ title: z.string(), steps: z.array(z.string()) });
    const object = await generateStructured({ model: getModel(setup(), "structured"), schema, prompt: "Plan it", maxRetries: 0 });
    expect(object).toEqual({ title: "Plan", steps: ["a", "b"] });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body).toMatchObject({ max_tokens: 4096, response_format: { type: "json_schema" } });
  });

  it("fails with a clear error when the structured answer is unusable twice, after telling the model what was wrong", async () => {
    reply = completion("I'm sorry, but I can't produce that plan.");
    const schema = z.object({ title: z.string() });
    const failure = await generateStructured({ model: getModel(setup(), "structured"), schema, prompt: "Plan it", maxRetries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 502, code: "ai_invalid_output" });
    expect(requests).toHaveLength(2);
    const reask = (requests[1]!.body.messages as Array<{ role: string; content: string }>).slice(-2);
    expect(reask[0]).toMatchObject({ role: "assistant", content: "I'm sorry, but I can't produce that plan." });
    expect(reask[1]!.content).toMatch(/could not be used.*no JSON object/);
  });

  it("fits a value of the wrong type to the schema without asking again", async () => {
    reply = completion(JSON.stringify({ title: 42 }));
    const object = await generateStructured({
      model: getModel(setup(), "structured"),
      schema: z.object({ title: z.string() }),
      prompt: "Plan it",
      maxRetries: 0,
    });
    expect(object).toEqual({ title: "42" });
    expect(requests).toHaveLength(1);
  });

  it("repairs a fenced answer with a capitalised enum without asking again, and logs the step", async () => {
    reply = completion('Here you go:\n```json\n{"mood": "Frustrated", "score": "75%",}\n```\nAnything else?');
    const schema = z.object({ mood: z.enum(["frustrated", "neutral"]), score: z.number().max(100) });
    const logged: string[] = [];
    const original = console.info;
    console.info = (line: string) => logged.push(line);
    try {
      const answer = await generateStructuredAnswer({
        model: getModel(setup(), "structured"),
        schema,
        prompt: "Rate it",
        maxRetries: 0,
        label: "validate-ux",
      });
      expect(answer).toEqual({ value: { mood: "frustrated", score: 75 }, cutOff: false });
    } finally {
      console.info = original;
    }
    expect(requests).toHaveLength(1);
    expect(logged.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ event: "ai_answer", tool: "validate-ux", path: "fitted", cutOff: false }),
    );
  });

  it("keeps the complete items of a structured answer cut off at the length limit, and marks it", async () => {
    const item = (name: string) => ({ name, note: "fine" });
    const whole = JSON.stringify({ items: [item("a"), item("b"), item("c")] });
    reply = completion(whole.slice(0, whole.indexOf('"c"') + 8), "length");
    const schema = z.object({ items: z.array(z.object({ name: z.string(), note: z.string() })).min(1) });
    const answer = await generateStructuredAnswer({ model: getModel(setup(), "structured"), schema, prompt: "List", maxRetries: 0 });
    expect(answer).toEqual({ value: { items: [item("a"), item("b")] }, cutOff: true });
    expect(requests).toHaveLength(1);
  });

  it("reports a streamed text answer stopped at the length limit as cut off", async () => {
    reply = (_req, _body, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(sseChunk("A long answer that"));
      res.write(
        `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "fake", choices: [{ index: 0, delta: {}, finish_reason: "length" }] })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
    };
    const stream = await openTextStream(prepareChatCall(setup(), [{ role: "user", content: "Hi" }]));
    expect((await collect(stream)).join("")).toBe("A long answer that");
    await expect(stream.ending).resolves.toMatchObject({ cutOff: true });
  });

  it("uses the same generateText code path as every other provider", async () => {
    reply = completion("Plain answer");
    const result = await generateText({ model: getModel(setup(), "text"), prompt: "Hi" });
    expect(result.text).toBe("Plain answer");
  });
});
