import type { ModelMessage } from "ai";
import type { AskPersonaRequest } from "../../shared/contracts/ask-persona";
import type { ToolName } from "../../shared/contracts/tool-names";
import type { ToolRequest } from "../../tools/kit/contract-kit";
import type { ModelContext } from "../../tools/kit/server/model-context";
import { getModel, type AiSetup, type ModelPurpose } from "./models";
import { ASK_PERSONA, OFFLINE_OPTIONS_KEY, type OfflineTask } from "./offline-hint";
import { askPersonaPrompt, buildToolPrompt, chatProductNote, chatSystemPrompt } from "./prompts";

type CallOptions = {
  /** Image data URLs for the vision model (the validator sends at most three). */
  images?: string[];
  /** The request's own signal, so a disconnected client can stop generation. */
  signal?: AbortSignal;
  /** What the server read from D1 for this run: the product's brief, a case study's sources. */
  context?: ModelContext;
  /** Messages after the prompt: the model's first answer and what was wrong with it, for a re-ask. */
  followUp?: ModelMessage[];
};

/**
 * Everything `openTextStream` or `generateStructured` needs for one tool call: the model for
 * the tool's purpose, its prompt (with the product's brief and the refine section when the
 * request has them), a timeout, and (for the offline model) which tool is asking, with what and
 * in which context. Routes add only `schema` for structured tools.
 */
export function prepareToolCall<T extends ToolName>(setup: AiSetup, tool: T, input: ToolRequest<T>, options: CallOptions = {}) {
  const images = options.images ?? [];
  const { purpose: wanted } = setup.tools[tool].server;
  const purpose = wanted === "vision" && images.length === 0 ? "structured" : wanted;
  const context = options.context ?? {};
  const prompt = buildToolPrompt(setup.tools, tool, input, setup.config.EXPERT_NAME, images.length, context);
  return promptCall(setup, purpose, prompt, { tool, input, context }, options);
}

/** A follow-up question to a synthetic user (docs/product.md#ask-a-persona), with their screens when there are any. */
export function prepareAskPersonaCall(setup: AiSetup, input: AskPersonaRequest, options: CallOptions = {}) {
  const images = options.images ?? [];
  const context = options.context ?? {};
  const built = askPersonaPrompt(input, setup.config.EXPERT_NAME, images.length, context.product ?? null);
  return promptCall(setup, images.length > 0 ? "vision" : "text", built, { tool: ASK_PERSONA, input, context }, options);
}

function promptCall(
  setup: AiSetup,
  purpose: ModelPurpose,
  { system, prompt }: { system: string; prompt: string },
  hint: { tool: OfflineTask; input: unknown; context?: ModelContext },
  options: CallOptions,
) {
  const { config } = setup;
  const images = options.images ?? [];
  const messages: ModelMessage[] = [
    {
      role: "user",
      content: images.length > 0 ? [{ type: "text", text: prompt }, ...images.map((image) => ({ type: "image" as const, image }))] : prompt,
    },
    ...(options.followUp ?? []),
  ];
  return {
    model: getModel(setup, purpose),
    system,
    messages,
    providerOptions: { [OFFLINE_OPTIONS_KEY]: hint as never },
    abortSignal: withTimeout(config.AI_TIMEOUT_MS, options.signal),
    maxRetries: config.AI_MAX_RETRIES,
  };
}

/**
 * The same for Quick Chat: the persona's system prompt (with the product's brief when the chat
 * is about one) and the conversation so far. The offline model gets the context as a hint too.
 */
export function prepareChatCall(
  setup: AiSetup,
  messages: Array<{ role: "user" | "assistant"; content: string }>,
  options: CallOptions = {},
) {
  const { config } = setup;
  const product = options.context?.product;
  return {
    model: getModel(setup, "chat"),
    system: chatSystemPrompt(config.EXPERT_NAME) + (product ? chatProductNote(product) : ""),
    messages: messages.map((m): ModelMessage => ({ role: m.role, content: m.content })),
    providerOptions: { [OFFLINE_OPTIONS_KEY]: { context: { product: product ?? null } } as never },
    abortSignal: withTimeout(config.AI_TIMEOUT_MS, options.signal),
    maxRetries: config.AI_MAX_RETRIES,
  };
}

function withTimeout(ms: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}
