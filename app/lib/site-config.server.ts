import { z } from "zod";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "./site-config";

// Server only (zod stays out of the page bundle); components import the types from ./site-config.
const schema = z.object({
  contactEmail: z.email(),
  profileUrl: z.url({ protocol: /^https?$/ }),
  expertName: z.string().trim().min(1).max(80).optional(),
});

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** Reads the vars once per request; a malformed value fails loudly instead of shipping a broken link. */
export function readSiteConfig(env: Record<string, unknown>): SiteConfig {
  const parsed = schema.safeParse({
    contactEmail: text(env.CONTACT_EMAIL) ?? DEFAULT_SITE_CONFIG.contactEmail,
    profileUrl: text(env.PROFILE_URL) ?? DEFAULT_SITE_CONFIG.profileUrl,
    expertName: text(env.EXPERT_NAME),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid site configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
