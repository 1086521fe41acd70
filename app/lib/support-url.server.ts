import { z } from "zod";

/** Community chat behind the nav's Support link; the SUPPORT_URL var overrides it. */
export const DEFAULT_SUPPORT_URL = "https://discord.gg/uxtwin";

const schema = z.url({ protocol: /^https?$/ });

/** Reads SUPPORT_URL once per request; a malformed value fails loudly instead of shipping a broken link. */
export function readSupportUrl(env: Record<string, unknown>): string {
  const raw = typeof env.SUPPORT_URL === "string" && env.SUPPORT_URL.trim() !== "" ? env.SUPPORT_URL.trim() : DEFAULT_SUPPORT_URL;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid SUPPORT_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
