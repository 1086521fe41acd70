import { z } from "zod";
import { CHAT_CEILINGS, DEFAULT_LIMITS } from "../shared/contracts/limits";
import { DEFAULT_SITE_CONFIG, DEFAULT_SUPPORT_URL, type SiteConfig } from "../shared/site-config";

export const AI_PROVIDERS = ["offline", "workers-ai", "openai-compatible"] as const;
export const PASSWORD_HASHING = ["standard", "fast-for-tests"] as const;
export type PasswordHashing = (typeof PASSWORD_HASHING)[number];
export type AiProviderName = (typeof AI_PROVIDERS)[number];
/** `reasoning_effort` values every provider that takes one accepts ("none" turns thinking off where a model allows it). */
export const REASONING_EFFORTS = ["none", "low", "medium", "high"] as const;

/** The name the prompts use when EXPERT_NAME is not set. */
const DEFAULT_EXPERT_NAME = "your UX expert";

/** A blank var counts as unset, so the default applies. */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(blankAsUnset, z.string().trim().optional());
const httpUrl = z.url({ protocol: /^https?$/ });
const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * APP_ORIGIN: the app's public origin (scheme, host, port), for URLs that leave the app, such as
 * the OAuth callback. Taking it from the request's Host header would let a forged header choose
 * where a provider sends the user back. Trailing slash allowed; a path, query or credentials are not.
 */
const appOriginSchema = z
  .string({ error: "APP_ORIGIN is not set" })
  .trim()
  .min(1, "APP_ORIGIN is not set")
  .pipe(z.url({ protocol: /^https?$/, error: "APP_ORIGIN must be an absolute http(s) URL" }))
  .transform((value) => new URL(value))
  .refine((url) => url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password, {
    error: "APP_ORIGIN must be an origin only (scheme, host and port; no path or query)",
  })
  .transform((url) => url.origin);

/** The configured origin, or why there is none: only OAuth needs it, and it decides whether that matters. */
export type AppOrigin = { origin: string } | { problem: string };

function appOriginOf(value: unknown): AppOrigin {
  const parsed = appOriginSchema.safeParse(value);
  if (parsed.success) return { origin: parsed.data };
  const shown = typeof value === "string" ? ` (got ${JSON.stringify(value.slice(0, 100))})` : "";
  return { problem: `${parsed.error.issues[0]?.message ?? "APP_ORIGIN is invalid"}${shown}` };
}

type OAuthSecrets = { clientId: string; clientSecret: string };
/** Client id and secret (secrets, not vars) when both are set; a provider without them stays hidden. */
const oauthPair = (clientId?: string, clientSecret?: string): OAuthSecrets | null =>
  clientId && clientSecret ? { clientId, clientSecret } : null;

/** Every var and secret the Worker reads. */
const varsSchema = z.object({
  AI_PROVIDER: z.preprocess((v) => v || undefined, z.enum(AI_PROVIDERS).default("offline")),
  OFFLINE_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
  // Sign-ups per client address per hour (429 with Retry-After beyond; docs/product.md#sign-up-limit-per-network).
  SIGN_UP_LIMIT_PER_HOUR: z.preprocess((v) => v || undefined, z.coerce.number().int().min(1).max(1_000_000).default(10)),
  // "Continue in my account" copies per user per hour (429 with Retry-After beyond; docs/product.md#continue-copy-and-edit).
  // Test servers only: a cheap password hash, so a suite's hundreds of accounts do not cost minutes.
  PASSWORD_HASHING: z.preprocess(blankAsUnset, z.enum(PASSWORD_HASHING).default("standard")),
  SHARE_COPY_LIMIT_PER_HOUR: z.preprocess((v) => v || undefined, z.coerce.number().int().min(1).max(1_000_000).default(30)),

  WORKERS_AI_TEXT_MODEL: optionalText,
  WORKERS_AI_VISION_MODEL: optionalText,
  AI_BASE_URL: optionalText.pipe(httpUrl.optional()),
  AI_MODEL: optionalText,
  AI_VISION_MODEL: optionalText,
  AI_API_KEY: optionalText,
  /** How long a reasoning model may think (docs/providers.md); sent only where set or known to be accepted. */
  AI_REASONING_EFFORT: z.preprocess(blankAsUnset, z.enum(REASONING_EFFORTS).optional()),
  // Workers AI answers only 256 tokens unless told otherwise, so every call sets a cap.
  AI_MAX_OUTPUT_TOKENS: count(2_048, 32_000),
  AI_STRUCTURED_MAX_OUTPUT_TOKENS: count(4_096, 32_000),
  // Whole-call limit, streaming included: generous enough for a long answer, short enough to end a hang.
  AI_TIMEOUT_MS: count(120_000, 600_000),
  // Retries of a failed provider call (5xx, 429 after its Retry-After); 0 fails fast.
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  AI_DAILY_REQUEST_LIMIT: count(DEFAULT_LIMITS.dailyRequests, 1_000_000),
  // Per-account storage (docs/product.md#storage): bytes of saved text and uploads, and saved items.
  STORAGE_LIMIT_BYTES: count(DEFAULT_LIMITS.storageBytes, 1_000_000_000_000),
  STORAGE_LIMIT_ITEMS: count(DEFAULT_LIMITS.storageItems, 10_000_000),
  AI_MAX_MESSAGES: count(DEFAULT_LIMITS.maxMessages, CHAT_CEILINGS.messages),
  AI_MAX_MESSAGE_CHARS: count(DEFAULT_LIMITS.maxMessageChars, CHAT_CEILINGS.charactersPerMessage),
  AI_MAX_TOOL_TEXT_CHARS: count(DEFAULT_LIMITS.maxToolTextChars, 200_000),
  // The UX expert the product is the AI twin of: in prompts, and on the About page when set.
  EXPERT_NAME: optionalText.pipe(z.string().min(1).max(80).optional()),

  // Footer contact details and the signed-in nav's Support link; malformed values fail loudly
  // instead of shipping a broken link.
  CONTACT_EMAIL: z.preprocess(blankAsUnset, z.string().trim().pipe(z.email()).default(DEFAULT_SITE_CONFIG.contactEmail)),
  PROFILE_URL: z.preprocess(blankAsUnset, z.string().trim().pipe(httpUrl).default(DEFAULT_SITE_CONFIG.profileUrl)),
  SUPPORT_URL: z.preprocess(blankAsUnset, z.string().trim().pipe(httpUrl).default(DEFAULT_SUPPORT_URL)),

  APP_ORIGIN: z.unknown().optional().transform(appOriginOf),
  // Published landing pages (docs/launch.md): a separate origin keeps pages that
  // strangers can reach away from the app's session cookie; unset, they are served under /p/.
  PUBLISH_ORIGIN: z.preprocess(blankAsUnset, appOriginSchema.optional()),
  // Waitlist abuse limits: sign-ups per client address per page per hour, minimum time to fill the
  // form, and the most sign-ups one page keeps.
  WAITLIST_LIMIT_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(5)),
  WAITLIST_MIN_FILL_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(60_000).default(2_000)),
  WAITLIST_MAX_SIGNUPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(20_000)),
  // Cloudflare Turnstile on the waitlist form, only when both keys are set; the verify URL is a var so
  // tests can point it at a local stand-in.
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: z.preprocess(
    blankAsUnset,
    z.string().trim().pipe(httpUrl).default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  ),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
});

const configSchema = varsSchema.transform(
  ({ GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, ...vars }) => ({
    ...vars,
    turnstile:
      vars.TURNSTILE_SITE_KEY && vars.TURNSTILE_SECRET_KEY
        ? { siteKey: vars.TURNSTILE_SITE_KEY, secretKey: vars.TURNSTILE_SECRET_KEY, verifyUrl: vars.TURNSTILE_VERIFY_URL }
        : null,
    EXPERT_NAME: vars.EXPERT_NAME ?? DEFAULT_EXPERT_NAME,
    storage: { bytes: vars.STORAGE_LIMIT_BYTES, items: vars.STORAGE_LIMIT_ITEMS },
    site: { contactEmail: vars.CONTACT_EMAIL, profileUrl: vars.PROFILE_URL, expertName: vars.EXPERT_NAME } satisfies SiteConfig,
    oauth: { github: oauthPair(GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET), google: oauthPair(GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) },
  }),
);

/** The Worker's configuration, parsed once per request and shared by handlers and loaders. */
export type AppConfig = z.infer<typeof configSchema>;
export type ConfigVar = keyof z.input<typeof varsSchema>;

/**
 * Vars arrive as untyped strings (and optional ones are missing from the generated `Env`);
 * they are parsed once at the boundary so a typo in wrangler.toml fails loudly instead of
 * silently picking a default.
 */
export function readConfig(vars: Partial<Record<ConfigVar, unknown>>): AppConfig {
  const parsed = configSchema.safeParse(vars);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
