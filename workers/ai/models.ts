import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AppConfig } from "../config";
import { OFFLINE_MODEL_ID } from "./offline-hint";
import { thinkingMiddleware } from "./thinking-middleware";
import type { ModelPurpose, WorkerTools } from "../../tools/kit/server-kit";
import type { OfflineModelSettings } from "./offline/offline-model";

/** Workers AI defaults: a strong text model, and a vision model for the prototype validator. */
export const WORKERS_AI_DEFAULTS = {
  text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  vision: "@cf/meta/llama-4-scout-17b-16e-instruct",
} as const;

/**
 * Workers AI models that honour JSON mode (`response_format` with a JSON schema), from Cloudflare's
 * JSON-mode documentation. Other models are sent no response format: they answer from the prompt's
 * description of the shape, and the repair path reads what they write (docs/product.md#real-model-answers).
 */
export const WORKERS_AI_JSON_MODE_MODELS: ReadonlySet<string> = new Set([
  "@cf/meta/llama-3.1-8b-instruct-fast",
  "@cf/meta/llama-3.1-70b-instruct",
  "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  "@cf/meta/llama-3-8b-instruct",
  "@cf/meta/llama-3.1-8b-instruct",
  "@cf/meta/llama-3.2-11b-vision-instruct",
  "@hf/nousresearch/hermes-2-pro-mistral-7b",
  "@hf/thebloke/deepseek-coder-6.7b-instruct-awq",
  "@cf/deepseek-ai/deepseek-r1-distill-qwen-32b",
]);

/**
 * Workers AI reasoning models that take `reasoning_effort` (Cloudflare's model pages). They get
 * "low" unless AI_REASONING_EFFORT says otherwise, so thinking stays short and inside the token cap.
 */
export const WORKERS_AI_REASONING_EFFORT_MODELS: ReadonlySet<string> = new Set(["@cf/openai/gpt-oss-120b", "@cf/openai/gpt-oss-20b"]);

/**
 * Models whose chat template opens the thinking block itself, so their text starts inside it and
 * shows only the closing tag (DeepSeek-R1 distills, QwQ; docs/product.md#reasoning-models).
 */
const STARTS_IN_THINKING = /deepseek-r1|r1-distill|qwq/i;

/**
 * What choosing a model needs: the request's parsed config, the Workers AI binding where
 * there is one (a binding is not a var, so it is not part of the config), and the tools
 * (tools/server.ts `workerTools`), which the offline model writes and refines with and a call
 * takes each tool's purpose and prompt from: handed in, so this layer never imports a tool.
 */
export type AiSetup = { config: AppConfig; ai?: Ai; tools: WorkerTools };

// A tool names the purpose it needs in its definition (tools/kit/server-kit.ts).
export { MODEL_PURPOSES, type ModelPurpose } from "../../tools/kit/server-kit";

/**
 * The one place a model is chosen. Every caller gets an AI SDK language model and uses the same
 * streaming (`openTextStream`) / `generateObject` code whatever the provider. The output-token cap is always
 * set: Workers AI would otherwise stop after 256 tokens.
 */
export function getModel({ config, ai, tools }: AiSetup, purpose: ModelPurpose): LanguageModelV4 {
  const cap = purpose === "chat" || purpose === "text" ? config.AI_MAX_OUTPUT_TOKENS : config.AI_STRUCTURED_MAX_OUTPUT_TOKENS;
  const modelId = modelIdFor(config, purpose);
  const jsonMode = config.AI_PROVIDER !== "workers-ai" || WORKERS_AI_JSON_MODE_MODELS.has(modelId);
  const reasoning = reasoningEffortFor(config, modelId);
  return wrapLanguageModel({
    model: baseModel(config, ai, purpose, tools),
    middleware: [
      {
        specificationVersion: "v4",
        transformParams: async ({ params }) => ({
          ...params,
          maxOutputTokens: params.maxOutputTokens ?? cap,
          ...(jsonMode ? {} : { responseFormat: undefined }),
          ...(reasoning ? { reasoning } : {}),
        }),
      },
      // The offline model never thinks, and each stream stage costs CPU per token.
      ...(config.AI_PROVIDER === "offline" ? [] : [thinkingMiddleware({ startsInThinking: STARTS_IN_THINKING.test(modelId) })]),
    ],
  });
}

/**
 * The `reasoning_effort` sent with every call, if any: AI_REASONING_EFFORT where it is set (an
 * OpenAI-compatible server refuses it for a model that cannot think, so it is never sent unasked),
 * else "low" for the Workers AI models known to take it.
 */
export function reasoningEffortFor(config: AppConfig, modelId: string): AppConfig["AI_REASONING_EFFORT"] {
  if (config.AI_REASONING_EFFORT) return config.AI_REASONING_EFFORT;
  return config.AI_PROVIDER === "workers-ai" && WORKERS_AI_REASONING_EFFORT_MODELS.has(modelId) ? "low" : undefined;
}

/** The model id `getModel` would use, without building it (for labels and logs). */
export function modelIdFor(config: AppConfig, purpose: ModelPurpose): string {
  switch (config.AI_PROVIDER) {
    case "offline":
      return OFFLINE_MODEL_ID;
    case "workers-ai":
      return purpose === "vision"
        ? (config.WORKERS_AI_VISION_MODEL ?? WORKERS_AI_DEFAULTS.vision)
        : (config.WORKERS_AI_TEXT_MODEL ?? WORKERS_AI_DEFAULTS.text);
    case "openai-compatible": {
      const { model } = openAiCompatibleServer(config);
      return purpose === "vision" ? (config.AI_VISION_MODEL ?? model) : model;
    }
  }
}

/** Only a model call needs these, so a missing one fails the call, not every request. */
function openAiCompatibleServer(config: AppConfig): { baseURL: string; model: string } {
  if (!config.AI_BASE_URL || !config.AI_MODEL) {
    throw new Error("Invalid configuration: AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL");
  }
  return { baseURL: config.AI_BASE_URL, model: config.AI_MODEL };
}

function baseModel(config: AppConfig, binding: Ai | undefined, purpose: ModelPurpose, tools: WorkerTools): LanguageModelV4 {
  const modelId = modelIdFor(config, purpose);
  switch (config.AI_PROVIDER) {
    case "offline":
      return lazyOfflineModel({ tokenDelayMs: config.OFFLINE_TOKEN_DELAY_MS, expertName: config.EXPERT_NAME, tools });
    case "workers-ai": {
      if (!binding) throw new Error("Invalid configuration: AI_PROVIDER=workers-ai needs the AI binding");
      return createWorkersAI({ binding })(modelId);
    }
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: openAiCompatibleServer(config).baseURL,
        apiKey: config.AI_API_KEY,
        includeUsage: true,
        // Ollama, llama.cpp, vLLM and OpenAI all accept `response_format: json_schema`.
        supportsStructuredOutputs: true,
      }).chatModel(modelId);
  }
}

/**
 * The offline model behind a dynamic import: its code, and the tools' offline halves it loads, are
 * parsed on the first call of an offline deployment, never by a Worker on another provider
 * (docs/product.md#providers-and-the-offline-model).
 */
function lazyOfflineModel(settings: OfflineModelSettings): LanguageModelV4 {
  let loaded: Promise<LanguageModelV4> | undefined;
  const model = () => (loaded ??= import("./offline/offline-model").then(({ OfflineLanguageModel }) => new OfflineLanguageModel(settings)));
  return {
    specificationVersion: "v4",
    provider: "offline",
    modelId: OFFLINE_MODEL_ID,
    // Claim every URL so the SDK never downloads images on the offline model's behalf.
    supportedUrls: { "*/*": [/.*/] },
    doGenerate: async (options) => (await model()).doGenerate(options),
    doStream: async (options) => (await model()).doStream(options),
  };
}

/** What the UI shows about the model: the "Offline model" label when the offline model answers. */
export function describeModel(config: AppConfig): {
  provider: AppConfig["AI_PROVIDER"];
  offline: boolean;
  modelLabel: string;
  expertName: string;
} {
  const offline = config.AI_PROVIDER === "offline";
  return {
    provider: config.AI_PROVIDER,
    offline,
    modelLabel: offline ? "Offline model" : modelIdFor(config, "chat"),
    expertName: config.EXPERT_NAME,
  };
}
