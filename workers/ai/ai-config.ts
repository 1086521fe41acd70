import { z } from "zod";
import { CHAT_CEILINGS, DEFAULT_LIMITS } from "../../shared/contracts/limits";
import { readConfig, type AiProviderName } from "../config";

/** Workers AI defaults: a strong text model, and a vision model for the prototype validator. */
export const WORKERS_AI_DEFAULTS = {
  text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  vision: "@cf/meta/llama-4-scout-17b-16e-instruct",
} as const;

const optionalText = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().optional());
const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const aiVarsSchema = z.object({
  WORKERS_AI_TEXT_MODEL: optionalText,
  WORKERS_AI_VISION_MODEL: optionalText,
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_MODEL: optionalText,
  AI_VISION_MODEL: optionalText,
  AI_API_KEY: optionalText,
  // Workers AI answers only 256 tokens unless told otherwise, so every call sets a cap.
  AI_MAX_OUTPUT_TOKENS: count(2_048, 32_000),
  AI_STRUCTURED_MAX_OUTPUT_TOKENS: count(4_096, 32_000),
  // Whole-call limit, streaming included: generous enough for a long answer, short enough to end a hang.
  AI_TIMEOUT_MS: count(120_000, 600_000),
  // Retries of a failed provider call (5xx, 429 after its Retry-After); 0 fails fast.
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  AI_DAILY_REQUEST_LIMIT: count(DEFAULT_LIMITS.dailyRequests, 1_000_000),
  AI_MAX_MESSAGES: count(DEFAULT_LIMITS.maxMessages, CHAT_CEILINGS.messages),
  AI_MAX_MESSAGE_CHARS: count(DEFAULT_LIMITS.maxMessageChars, CHAT_CEILINGS.charactersPerMessage),
  AI_MAX_TOOL_TEXT_CHARS: count(DEFAULT_LIMITS.maxToolTextChars, 200_000),
  EXPERT_NAME: optionalText.default("your UX expert"),
});

export type AiConfig = z.infer<typeof aiVarsSchema> & {
  provider: AiProviderName;
  offlineTokenDelayMs: number;
};

/**
 * Reads every AI-related var and secret once, with zod, so a wrong value fails loudly. Vars that
 * are optional (AI_BASE_URL, AI_API_KEY...) are absent from the generated `Env` type, hence the
 * loose record.
 */
export function readAiConfig(env: object): AiConfig {
  const vars = env as Record<string, unknown>;
  const base = readConfig(vars);
  const parsed = aiVarsSchema.safeParse(vars);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const config = { ...parsed.data, provider: base.AI_PROVIDER, offlineTokenDelayMs: base.OFFLINE_TOKEN_DELAY_MS };
  if (config.provider === "openai-compatible" && (!config.AI_BASE_URL || !config.AI_MODEL)) {
    throw new Error("Invalid configuration: AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL");
  }
  return config;
}
