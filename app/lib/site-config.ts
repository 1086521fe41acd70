/**
 * Public contact details shown in the footer. Configuration, not code: the wrangler vars
 * CONTACT_EMAIL and PROFILE_URL (README "Configuration"); defaults apply when a var is unset.
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

/** A readable name for the profile link, from its host. */
export function profileLabel(profileUrl: string): string {
  const host = new URL(profileUrl).hostname;
  return /(^|\.)linkedin\.com$/.test(host) ? "LinkedIn profile" : "Professional profile";
}
