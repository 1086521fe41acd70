import { generateText, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { prepareChatCall, prepareToolCall } from "../../../workers/ai/calls";
import { OfflineLanguageModel } from "../../../workers/ai/offline/offline-model";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

const setup = { config: readConfig({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "0", EXPERT_NAME: "Dana Test" }), tools: workerTools };

async function streamChunks(model: OfflineLanguageModel, prompt: string) {
  const result = streamText({ model, prompt, maxOutputTokens: 2_000 });
  const chunks: string[] = [];
  for await (const chunk of result.textStream) chunks.push(chunk);
  return chunks;
}

describe("the offline model", () => {
  it("streams a reply token by token, in order, matching the non-streamed answer", async () => {
    const model = new OfflineLanguageModel({ tokenDelayMs: 0, expertName: "Dana Test", tools: workerTools });
    const prompt = "How should I price my dog walking marketplace?";
    const chunks = await streamChunks(model, prompt);
    expect(chunks.length).toBeGreaterThan(20);
    const whole = await generateText({ model, prompt, maxOutputTokens: 2_000 });
    expect(chunks.join("")).toBe(whole.text);
    expect(whole.text).toMatch(/Monetization/);
    expect(whole.text).toMatch(/dog/);
  });

  it("is deterministic: the same prompt gives the same chunks", async () => {
    const model = new OfflineLanguageModel({ tokenDelayMs: 0, expertName: "Dana Test", tools: workerTools });
    const a = await streamChunks(model, "Help me plan onboarding for a recipe app");
    const b = await streamChunks(model, "Help me plan onboarding for a recipe app");
    expect(a).toEqual(b);
    const c = await streamChunks(model, "Help me plan onboarding for a fitness app");
    expect(c.join("")).not.toBe(a.join(""));
  });

  it("waits the configured delay between tokens", async () => {
    const model = new OfflineLanguageModel({ tokenDelayMs: 15, expertName: "Dana Test", tools: workerTools });
    const started = Date.now();
    const chunks = await streamChunks(model, "MVP scope for a habit tracker");
    expect(Date.now() - started).toBeGreaterThanOrEqual((chunks.length - 1) * 15 * 0.8);
  });

  it("stops at the output-token cap and reports a length finish", async () => {
    const model = new OfflineLanguageModel({ tokenDelayMs: 0, expertName: "Dana Test", tools: workerTools });
    const result = await generateText({ model, prompt: "Tell me about user research", maxOutputTokens: 5 });
    expect(result.text.trim().split(/\s+/)).toHaveLength(5);
    expect(result.finishReason).toBe("length");
  });

  it("speaks as the configured expert's AI twin", async () => {
    const call = prepareChatCall(setup, [{ role: "user", content: "What should my MVP include?" }]);
    expect(call.system).toContain("AI twin of Dana Test");
    const result = await generateText(call);
    expect(result.text).toContain("Dana Test");
    expect(result.text).toMatch(/MVP scope/);
  });

  it("writes a tool's text answer from the tool's input", async () => {
    const call = prepareToolCall(setup, "build-startup", { startupIdea: "A marketplace for neighbourhood dog walkers" });
    const result = await generateText(call);
    expect(result.text).toMatch(/^# \w+: MVP plan and UX strategy/);
    expect(result.text).toMatch(/```flowchart-json/);
    expect(result.text).toMatch(/neighbourhood|dog|walkers/);
  });
});
