import { APICallError } from "@ai-sdk/provider";
import { JSONParseError, NoObjectGeneratedError, RetryError, TypeValidationError } from "ai";
import { ApiError } from "../errors";

/**
 * Turns whatever a provider throws into the one API error type, with a message a person can act
 * on. Raw provider messages may contain URLs or keys, so they go to the log, not to the client.
 */
export function toAiApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof ApiError) return cause;
  log(cause);

  const message = messages(cause);
  if (/remote|not supported in local|requires? (a )?login|wrangler login/i.test(message) && /\bAI\b|binding|Workers AI/i.test(message)) {
    return new ApiError(
      503,
      "ai_unavailable",
      "Workers AI only runs on Cloudflare's network. Use AI_PROVIDER=offline (or openai-compatible) locally, or run with remote bindings.",
    );
  }
  if (isAbort(cause)) {
    return new ApiError(504, "ai_timeout", "The AI model took too long to answer. Please try again.");
  }
  if (NoObjectGeneratedError.isInstance(cause) || JSONParseError.isInstance(cause) || TypeValidationError.isInstance(cause)) {
    return new ApiError(502, "ai_invalid_output", "The AI model returned an answer in an unexpected format. Please try again.");
  }
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === 429) {
      const retryAfter = cause.responseHeaders?.["retry-after"] ?? "60";
      return new ApiError(503, "ai_unavailable", "The AI provider is over its usage limit right now. Please try again later.", {
        "Retry-After": /^\d+$/.test(retryAfter) ? retryAfter : "60",
      });
    }
    if (status === 401 || status === 403) {
      return new ApiError(503, "ai_unavailable", "The AI provider rejected the server's credentials. Check AI_API_KEY.");
    }
    if (status === 404) {
      return new ApiError(503, "ai_unavailable", "The configured AI model was not found on the provider. Check the model name.");
    }
    if (status === 408 || status === 504) {
      return new ApiError(504, "ai_timeout", "The AI model took too long to answer. Please try again.");
    }
    if (status === undefined) return unreachable();
    return new ApiError(502, "ai_unavailable", "The AI provider returned an error. Please try again in a moment.");
  }
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|network|connect|socket|unreachable/i.test(message)) return unreachable();
  // Workers AI binding errors carry codes like "3040: Capacity temporarily exceeded" or "4006: ... neurons".
  if (/capacity|quota|neurons|rate limit|too many requests/i.test(message)) {
    return new ApiError(503, "ai_unavailable", "The AI provider is over its usage limit right now. Please try again later.", {
      "Retry-After": "60",
    });
  }
  return new ApiError(502, "ai_unavailable", "The AI model failed to answer. Please try again in a moment.");
}

/** The error's message and its causes' messages: providers often wrap the telling one. */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join(" | ");
}

function unreachable(): ApiError {
  return new ApiError(503, "ai_unavailable", "The AI server could not be reached. Please try again later.");
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

function log(error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(JSON.stringify({ level: "error", event: "ai_provider_error", message: detail.slice(0, 500) }));
}
