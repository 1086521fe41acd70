import { z } from "zod";

export const AI_PROVIDERS = ["offline", "workers-ai", "openai-compatible"] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

const configSchema = z.object({
  AI_PROVIDER: z.enum(AI_PROVIDERS).default("offline"),
  OFFLINE_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
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
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
