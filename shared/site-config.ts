/**
 * Public contact details shown in the footer. Configuration, not code: the wrangler vars
 * CONTACT_EMAIL and PROFILE_URL (README "Configuration"); the defaults apply when a var is unset.
 * Shared because the Worker's config fills them in and the pages fall back to them.
 */
export type SiteConfig = {
  contactEmail: string;
  profileUrl: string;
  /** Display name of the UX expert the product is the AI twin of; absent when not configured. */
  expertName?: string;
};

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  contactEmail: "hello@uxtwin.app",
  profileUrl: "https://www.linkedin.com/company/uxtwin",
};

/** Community chat behind the signed-in nav's Support link; the SUPPORT_URL var overrides it. */
export const DEFAULT_SUPPORT_URL = "https://discord.gg/uxtwin";
