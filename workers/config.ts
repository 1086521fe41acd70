import { z } from "zod";

export const AI_PROVIDERS = ["offline", "workers-ai", "openai-compatible"] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

const configSchema = z.object({
  AI_PROVIDER: z.enum(AI_PROVIDERS).default("offline"),
  OFFLINE_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
  // Sign-ups per client address per hour (429 with Retry-After beyond; README "Accounts, sessions and security").
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
});

export type AppConfig = z.infer<typeof configSchema>;

/**
 * Vars arrive as untyped strings; parse them once at the boundary so a typo in wrangler.toml
 * fails loudly instead of silently picking a default.
 */
export function readConfig(env: Partial<Record<keyof AppConfig, unknown>>): AppConfig {
  const parsed = configSchema.safeParse({
    AI_PROVIDER: env.AI_PROVIDER || undefined,
    OFFLINE_TOKEN_DELAY_MS: env.OFFLINE_TOKEN_DELAY_MS ?? undefined,
    SIGN_UP_LIMIT_PER_HOUR: env.SIGN_UP_LIMIT_PER_HOUR || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

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

/** The configured origin, or why there is none (the caller decides whether that matters). */
export function readAppOrigin(env: { APP_ORIGIN?: unknown }): { origin: string } | { problem: string } {
  const parsed = appOriginSchema.safeParse(env.APP_ORIGIN);
  if (parsed.success) return { origin: parsed.data };
  const shown = typeof env.APP_ORIGIN === "string" ? ` (got ${JSON.stringify(env.APP_ORIGIN.slice(0, 100))})` : "";
  return { problem: `${parsed.error.issues[0]?.message ?? "APP_ORIGIN is invalid"}${shown}` };
}
