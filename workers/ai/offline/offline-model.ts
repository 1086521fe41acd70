import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { isToolName } from "../../../shared/contracts/tool-names";
import type { WorkerTools } from "../../../tools/kit/server-kit";
import { readModelContext, type ModelContext } from "../../../tools/kit/server/model-context";
import { fitToSchema, type JSONSchema7 } from "../../../tools/kit/server/repair/json-schema-fit";
import { hash, keywords, tokenize } from "../../../tools/kit/server/offline/text-utils";
import { ASK_PERSONA, OFFLINE_MODEL_ID, OFFLINE_OPTIONS_KEY, type OfflineTask } from "../offline-hint";
import { chatReply } from "./writers/chat";
import { loadOfflineTools, writeToolAnswer, type OfflineTools } from "./writers";

export type OfflineModelSettings = {
  /** Pause between streamed tokens, so the UI streams like it would with a real model. */
  tokenDelayMs: number;
  /** Who the assistant is the AI twin of. */
  expertName: string;
  /** The tools it answers for, handed in by whoever chooses the model (tools/server.ts `workerTools`). */
  tools: WorkerTools;
};

type Answer = { text: string; json: boolean; truncated: boolean; inputWords: number };

/**
 * The built-in offline model: implements the AI SDK language-model interface without any
 * network. Deterministic for a given prompt, streams word by word, and answers JSON-schema
 * requests with objects that validate against the schema.
 */
export class OfflineLanguageModel implements LanguageModelV4 {
  readonly specificationVersion = "v4";
  readonly provider = "offline";
  readonly modelId = OFFLINE_MODEL_ID;
  // Claim every URL so the SDK never downloads images on the offline model's behalf.
  readonly supportedUrls = { "*/*": [/.*/] };

  constructor(private readonly settings: OfflineModelSettings) {}

  private loaded?: Promise<OfflineTools>;
  /** The tools' offline halves, loaded with the first tool answer (tools/server.ts hands each over as a loader); chat needs none. */
  private async offlineTools(options: LanguageModelV4CallOptions): Promise<OfflineTools | null> {
    const { task } = readHint(options.providerOptions?.[OFFLINE_OPTIONS_KEY]);
    if (!task || task.tool === ASK_PERSONA) return null;
    return (this.loaded ??= loadOfflineTools(this.settings.tools));
  }

  async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const answer = compose(options, this.settings, await this.offlineTools(options));
    return {
      content: [{ type: "text", text: answer.text }],
      finishReason: finish(answer),
      usage: usage(answer),
      warnings: [],
      response: { id: responseId(answer.text), modelId: this.modelId, timestamp: new Date(0) },
    };
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const answer = compose(options, this.settings, await this.offlineTools(options));
    const chunks = answer.json ? chunkJson(answer.text) : tokenize(answer.text);
    const delay = this.settings.tokenDelayMs;
    const signal = options.abortSignal;
    let index = -1;
    // Tokens are due on a fixed clock from the first one, like a real model streaming at its own
    // pace: time the consumer spends per token overlaps with the wait instead of adding to it.
    let firstAt = 0;
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      start: (controller) => {
        controller.enqueue({ type: "stream-start", warnings: [] });
        controller.enqueue({ type: "response-metadata", id: responseId(answer.text), modelId: this.modelId });
        controller.enqueue({ type: "text-start", id: "text-0" });
      },
      pull: async (controller) => {
        index += 1;
        if (index === 0) firstAt = Date.now();
        else if (delay > 0) await sleep(Math.max(0, firstAt + index * delay - Date.now()), signal);
        if (signal?.aborted) {
          // Ended, not errored: the caller aborted and reads no more (a dropped client, a timeout,
          // which text-stream.ts tells from a finished answer). An error here could reach the
          // SDK's stream pipes after their reader was cancelled, unhandled.
          controller.close();
          return;
        }
        const chunk = chunks[index];
        if (chunk !== undefined) {
          controller.enqueue({ type: "text-delta", id: "text-0", delta: chunk });
          return;
        }
        controller.enqueue({ type: "text-end", id: "text-0" });
        controller.enqueue({ type: "finish", finishReason: finish(answer), usage: usage(answer) });
        controller.close();
      },
    });
    return { stream };
  }
}

function compose(options: LanguageModelV4CallOptions, settings: OfflineModelSettings, tools: OfflineTools | null): Answer {
  const userTexts: string[] = [];
  let screens = 0;
  // The assistant's last answer, so a chat follow-up can carry it on instead of repeating it.
  let previousAnswer: string | null = null;
  for (const message of options.prompt) {
    if (message.role === "assistant") {
      previousAnswer = message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
      continue;
    }
    if (message.role !== "user") continue;
    const text = message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
    userTexts.push(text);
    screens += message.content.filter((part) => part.type === "file" && part.mediaType.startsWith("image")).length;
  }
  const lastUser = userTexts.at(-1) ?? "";
  const words = keywords(userTexts.join("\n"), 12);
  const { task, context } = readHint(options.providerOptions?.[OFFLINE_OPTIONS_KEY]);
  const toolAnswer = task ? writeToolAnswer(tools, task.tool, task.input, screens, context) : null;
  const inputWords = userTexts.join(" ").split(/\s+/).filter(Boolean).length;

  if (options.responseFormat?.type === "json") {
    const schema = (options.responseFormat.schema ?? {}) as JSONSchema7;
    const value = fitToSchema(schema, toolAnswer?.object, words, options.responseFormat.name ?? "result");
    return { text: JSON.stringify(value), json: true, truncated: false, inputWords };
  }
  const full =
    toolAnswer?.text ?? chatReply({ message: lastUser, previousAnswer, turn: userTexts.length }, settings.expertName, context.product);
  const tokens = tokenize(full);
  const cap = options.maxOutputTokens;
  // Like a real model, stop at the output cap and report it as a length finish.
  if (cap !== undefined && tokens.length > cap) {
    return { text: tokens.slice(0, cap).join(""), json: false, truncated: true, inputWords };
  }
  return { text: full, json: false, truncated: false, inputWords };
}

/**
 * What the caller told the offline model: which tool is asking and with what input (none for
 * chat), and the context the server read for the run (a product's brief, a case study's sources).
 */
function readHint(value: unknown): { task: { tool: OfflineTask; input: unknown } | null; context: ModelContext } {
  if (!value || typeof value !== "object") return { task: null, context: {} };
  const { tool, input, context } = value as { tool?: unknown; input?: unknown; context?: unknown };
  const known = tool === ASK_PERSONA || isToolName(tool);
  return { task: known ? { tool: tool as OfflineTask, input } : null, context: readModelContext(context) };
}

/** JSON has no spaces to split on: stream it in small slices instead. */
function chunkJson(text: string): string[] {
  return text.match(/[\s\S]{1,12}/g) ?? [];
}

function finish(answer: Answer): LanguageModelV4GenerateResult["finishReason"] {
  return answer.truncated ? { unified: "length", raw: "length" } : { unified: "stop", raw: "stop" };
}

function usage(answer: Answer): LanguageModelV4Usage {
  const output = answer.json ? chunkJson(answer.text).length : tokenize(answer.text).length;
  return {
    inputTokens: { total: answer.inputWords, noCache: answer.inputWords, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

function responseId(text: string): string {
  return `offline-${hash(text).toString(16)}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
