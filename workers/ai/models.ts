import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { readAiConfig, WORKERS_AI_DEFAULTS, type AiConfig } from "./ai-config";
import { OFFLINE_MODEL_ID, OfflineLanguageModel } from "./offline/offline-model";

/**
 * What a call needs the model for: `chat` (Quick Chat), `text` (long-form tool answers),
 * `structured` (JSON-schema outputs) and `vision` (the prototype validator's screenshots).
 */
export const MODEL_PURPOSES = ["chat", "text", "structured", "vision"] as const;
export type ModelPurpose = (typeof MODEL_PURPOSES)[number];

/**
 * The one place a model is chosen. Every caller gets an AI SDK language model and uses the same
 * streaming (`openTextStream`) / `generateObject` code whatever the provider. The output-token cap is always
 * set: Workers AI would otherwise stop after 256 tokens.
 */
export function getModel(env: object, purpose: ModelPurpose): LanguageModelV4 {
  const config = readAiConfig(env);
  const cap = purpose === "chat" || purpose === "text" ? config.AI_MAX_OUTPUT_TOKENS : config.AI_STRUCTURED_MAX_OUTPUT_TOKENS;
  return wrapLanguageModel({
    model: baseModel(env, config, purpose),
    middleware: {
      specificationVersion: "v4",
      transformParams: async ({ params }) => ({ ...params, maxOutputTokens: params.maxOutputTokens ?? cap }),
    },
  });
}

/** The model id `getModel` would use, without building it (for labels and logs). */
export function modelIdFor(config: AiConfig, purpose: ModelPurpose): string {
  switch (config.provider) {
    case "offline":
      return OFFLINE_MODEL_ID;
    case "workers-ai":
      return purpose === "vision"
        ? (config.WORKERS_AI_VISION_MODEL ?? WORKERS_AI_DEFAULTS.vision)
        : (config.WORKERS_AI_TEXT_MODEL ?? WORKERS_AI_DEFAULTS.text);
    case "openai-compatible":
      return purpose === "vision" ? (config.AI_VISION_MODEL ?? config.AI_MODEL!) : config.AI_MODEL!;
  }
}

function baseModel(env: object, config: AiConfig, purpose: ModelPurpose): LanguageModelV4 {
  const modelId = modelIdFor(config, purpose);
  switch (config.provider) {
    case "offline":
      return new OfflineLanguageModel({ tokenDelayMs: config.offlineTokenDelayMs, expertName: config.EXPERT_NAME });
    case "workers-ai": {
      const binding = (env as { AI?: Ai }).AI;
      if (!binding) throw new Error("Invalid configuration: AI_PROVIDER=workers-ai needs the AI binding");
      return createWorkersAI({ binding })(modelId);
    }
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.AI_BASE_URL!,
        apiKey: config.AI_API_KEY,
        includeUsage: true,
        // Ollama, llama.cpp, vLLM and OpenAI all accept `response_format: json_schema`.
        supportsStructuredOutputs: true,
      }).chatModel(modelId);
  }
}

/** What the UI shows about the model: the "Offline model" label when the offline model answers. */
export function describeModel(env: object): { provider: AiConfig["provider"]; offline: boolean; modelLabel: string; expertName: string } {
  const config = readAiConfig(env);
  const offline = config.provider === "offline";
  return {
    provider: config.provider,
    offline,
    modelLabel: offline ? "Offline model" : modelIdFor(config, "chat"),
    expertName: config.EXPERT_NAME,
  };
}
