import { ApiError } from "../errors";
import type { AppConfig } from "../config";

type LimitConfig = Pick<AppConfig, "AI_MAX_MESSAGES" | "AI_MAX_MESSAGE_CHARS" | "AI_MAX_TOOL_TEXT_CHARS">;

/**
 * Caps on what one chat request may send to a model: too many messages or an over-long
 * message is refused with 413 before any model (or quota) is spent on it.
 */
export function assertChatWithinLimits(messages: ReadonlyArray<{ content: string }>, limits: LimitConfig): void {
  if (messages.length === 0) throw new ApiError(400, "validation_error", "Send at least one message.");
  if (messages.length > limits.AI_MAX_MESSAGES) {
    throw new ApiError(
      413,
      "payload_too_large",
      `This conversation is too long for one request (at most ${limits.AI_MAX_MESSAGES} messages). Start a new chat to continue.`,
    );
  }
  const index = messages.findIndex((m) => m.content.length > limits.AI_MAX_MESSAGE_CHARS);
  if (index >= 0) {
    throw new ApiError(
      413,
      "payload_too_large",
      `Message ${index + 1} is too long (at most ${limits.AI_MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters).`,
    );
  }
}

/**
 * Caps the free-text fields of a tool request (idea, description, goals...). Field names are
 * shown so the person knows which box to shorten.
 */
export function assertToolTextWithinLimits(fields: Record<string, unknown>, limits: LimitConfig): void {
  for (const [name, value] of Object.entries(fields)) {
    const texts =
      typeof value === "string"
        ? [value]
        : Array.isArray(value)
          ? value.filter((v): v is string => typeof v === "string" && !v.startsWith("data:"))
          : [];
    const total = texts.reduce((sum, t) => sum + t.length, 0);
    if (total > limits.AI_MAX_TOOL_TEXT_CHARS) {
      throw new ApiError(
        413,
        "payload_too_large",
        `The ${name} text is too long (at most ${limits.AI_MAX_TOOL_TEXT_CHARS.toLocaleString("en-US")} characters).`,
      );
    }
  }
}

/**
 * A refine's `previous` goes to the model whole, so it is bounded like what a model writes: no
 * more than twice the longest text a saved message holds, however its fields are filled
 * (docs/product.md#refine). Beyond it, 413 before any model or quota is spent.
 */
export const MAX_PREVIOUS_CHARS = 64_000;

export function assertPreviousWithinLimits(previous: unknown): void {
  if (previous === undefined) return;
  if (JSON.stringify(previous).length > MAX_PREVIOUS_CHARS) {
    throw new ApiError(
      413,
      "payload_too_large",
      `The result to refine is too long (at most ${MAX_PREVIOUS_CHARS.toLocaleString("en-US")} characters). Refine a shorter version, or start a new run.`,
    );
  }
}
