import { experimental_streamLanguageModelCall as streamLanguageModelCall, type LanguageModel, type ModelMessage } from "ai";
import { prepareRetries } from "ai/internal";
import { ApiError } from "../errors";
import { toAiApiError } from "./ai-errors";

/** What `prepareChatCall` / `prepareToolCall` return: the model, prompt, signal and retries. */
export type TextCallOptions = {
  model: LanguageModel;
  system?: string;
  providerOptions?: Parameters<typeof streamLanguageModelCall>[0]["providerOptions"];
  abortSignal?: AbortSignal;
  maxRetries?: number;
} & ({ messages: ModelMessage[]; prompt?: never } | { prompt: string; messages?: never });
type Part = {
  type: string;
  text?: string;
  error?: unknown;
  finishReason?: string;
  usage?: { inputTokens?: number; outputTokens?: number };
};

/**
 * How a text answer ended, known once its last piece has been read: cut off at the output limit
 * (docs/product.md#cut-off-answers) or not, and its tokens. It never rejects: a failed answer
 * ends its stream with the error instead.
 */
export type TextEnding = { cutOff: boolean; inputTokens?: number; outputTokens?: number; unwrapped?: boolean };
/**
 * A streamed text answer and, once it has been read to the end, how it ended. `thinking`: a
 * reasoning model was still thinking when the stream opened, so the screen shows "Thinking…"
 * until the first text arrives (docs/product.md#reasoning-models).
 */
export type TextStream = ReadableStream<string> & { ending: Promise<TextEnding>; thinking: boolean };

/**
 * Starts a text generation and waits for its first piece of text (or thinking) before returning, so a
 * provider that is down or misconfigured becomes a proper JSON error response (with the right
 * status) instead of an empty 200 stream. Failures after that surface as an error on the
 * returned stream (an `ApiError`), which the SSE encoders turn into a final error event.
 *
 * The call's signal ends it in one of two ways. A timeout is a real failure (504). A caller that
 * went away (the request's own signal, for tools) is not: we stop reading, stop the model, and
 * fail with an `isClientGone` error that nothing logs. The model is stopped only once its text is
 * flowing: an abort that lands while the SDK is still setting up the call leaves a rejected
 * promise inside the SDK that nobody handles (an uncaught error in the log).
 *
 * The call goes through the AI SDK's single-call streamer (prompt conversion, provider call,
 * part mapping) with the SDK's own retries, not through `streamText`: streamText passes every
 * token through about fifteen TransformStreams for features one text answer does not use
 * (steps, tools, replay), and in workerd each hop costs CPU for every token. That CPU, not the
 * model, bounded how many replies one isolate could stream at once; this path spends a fraction
 * of it (docs/benchmarks.md, "load: 200 concurrent chats").
 */
export async function openTextStream(options: TextCallOptions): Promise<TextStream> {
  const { abortSignal: callSignal, maxRetries, ...rest } = options;
  if (callerWentAway(callSignal)) throw clientGone();
  const sdk = new AbortController();
  let parts: ReadableStreamDefaultReader<Part> | undefined;
  let flowing = false;
  let gone = false;
  let stopped = false;
  const stop = (reason: unknown) => {
    stopped = true;
    parts?.cancel(reason).catch(() => {});
    sdk.abort(reason);
  };
  const onAbort = () => {
    if (!callerWentAway(callSignal)) return sdk.abort(callSignal?.reason);
    gone = true;
    if (flowing) stop(callSignal?.reason);
  };
  callSignal?.addEventListener("abort", onAbort, { once: true });
  const letGo = () => callSignal?.removeEventListener("abort", onAbort);

  try {
    // Retried like streamText retries its model call: only until the provider starts answering.
    const { retry } = prepareRetries({ maxRetries, abortSignal: sdk.signal });
    const { stream } = await retry(() => streamLanguageModelCall({ ...rest, abortSignal: sdk.signal }));
    parts = (stream as ReadableStream<Part>).getReader();
  } catch (error) {
    letGo();
    throw gone ? clientGone() : toAiApiError(error);
  }
  const reader = parts;

  let produced = false;
  let ended!: (ending: TextEnding) => void;
  const ending = new Promise<TextEnding>((resolve) => (ended = resolve));
  /**
   * The next piece of text, or null at the end; throws on a failure (or a departed caller). A
   * reasoning model's thinking never comes out as text (workers/ai/thinking-middleware.ts puts
   * thinking written into the text with it); `untilThinking` also returns THINKING when it starts.
   */
  const nextText = async (untilThinking = false): Promise<string | typeof THINKING | null> => {
    for (;;) {
      let read: ReadableStreamReadResult<Part>;
      try {
        read = await reader.read();
      } catch (error) {
        throw gone ? clientGone() : toAiApiError(error);
      }
      if (read.done) {
        if (gone) throw clientGone();
        // A timeout that a provider's stream answers by just ending must not pass for a finished answer.
        if (sdk.signal.aborted && !stopped) throw toAiApiError(new DOMException("The AI call was aborted", "AbortError"));
        return null;
      }
      const part = read.value;
      if (part.type === "text-delta" && part.text) {
        flowing = true;
        if (gone) {
          stop(callSignal?.reason);
          throw clientGone();
        }
        produced = true;
        return part.text;
      }
      if (part.type === "reasoning-start" || part.type === "reasoning-delta") {
        flowing = true;
        if (gone) {
          stop(callSignal?.reason);
          throw clientGone();
        }
        if (untilThinking) return THINKING;
        continue;
      }
      if (gone && (part.type === "error" || part.type === "model-call-end")) throw clientGone();
      if (part.type === "error") throw toAiApiError(part.error);
      // Thinking cut off by the length limit is a cut-off answer with no text yet (docs/product.md#cut-off-answers).
      if (part.type === "model-call-end" && !produced && part.finishReason === "length") {
        ended({ cutOff: true, inputTokens: part.usage?.inputTokens, outputTokens: part.usage?.outputTokens });
        continue;
      }
      if (part.type === "model-call-end" && !produced) throw toAiApiError(new Error("The model finished without any text"));
      if (part.type === "model-call-end") {
        ended({ cutOff: part.finishReason === "length", inputTokens: part.usage?.inputTokens, outputTokens: part.usage?.outputTokens });
      }
    }
  };

  let first: string | typeof THINKING | null;
  try {
    first = await nextText(true);
  } catch (error) {
    letGo();
    throw error;
  }
  if (first === null) {
    letGo();
    throw toAiApiError(new Error("The model returned no text"));
  }
  let pending: string | undefined = first === THINKING ? undefined : first;
  let cancelled = false;
  const stream = new ReadableStream<string>({
    async pull(controller) {
      if (pending !== undefined) {
        controller.enqueue(pending);
        pending = undefined;
        return;
      }
      try {
        const next = (await nextText()) as string | null;
        // Cancelled while waiting for the model: the reader is gone, and writing would throw.
        if (cancelled) return;
        if (next === null) {
          letGo();
          ended({ cutOff: false });
          controller.close();
        } else controller.enqueue(next);
      } catch (error) {
        letGo();
        ended({ cutOff: false });
        if (!cancelled) controller.error(error);
      }
    },
    cancel(reason) {
      // Nobody reads any more (for a saved chat, the storage branch of the tee has finished too).
      cancelled = true;
      letGo();
      stop(reason);
      ended({ cutOff: false });
    },
  });
  return Object.assign(stream, { ending, thinking: first === THINKING });
}

/** What `nextText` returns when a reasoning model starts thinking before any text. */
const THINKING = Symbol("thinking");

/**
 * The caller's own signal (the request's, for tools) ended the call: the client went away. A
 * timeout also aborts, but its reason is a TimeoutError, and that one is a real failure.
 */
function callerWentAway(signal: AbortSignal | undefined): boolean {
  if (!signal?.aborted) return false;
  return (signal.reason as { name?: unknown } | undefined)?.name !== "TimeoutError";
}

/** Errors made by clientGone(), told apart by identity rather than by message. */
const clientGoneErrors = new WeakSet<object>();

/**
 * What a call ended by a departed client fails with: still the one error type, so nothing on
 * the way logs it as a fault (toAiApiError and toErrorResponse pass an ApiError through), and
 * recognisable, so the event stream ends quietly instead of writing an error event to nobody.
 */
function clientGone(): ApiError {
  const error = new ApiError(400, "bad_request", "The client closed the connection.");
  clientGoneErrors.add(error);
  return error;
}

export function isClientGone(error: unknown): boolean {
  return typeof error === "object" && error !== null && clientGoneErrors.has(error);
}

/** The whole text of a stream, for answers that are not streamed on (or are stored once complete). */
export async function collectText(stream: ReadableStream<string>): Promise<string> {
  let text = "";
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) text += next.value;
  return text;
}
