// The type and defaults are shared with the Worker, whose config fills them in from vars.
export { DEFAULT_SITE_CONFIG, type SiteConfig } from "@shared/site-config";

/** A readable name for the profile link, from its host. */
export function profileLabel(profileUrl: string): string {
  const host = new URL(profileUrl).hostname;
  return /(^|\.)linkedin\.com$/.test(host) ? "LinkedIn profile" : "Professional profile";
}
