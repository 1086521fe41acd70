import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** 256 random bits: far beyond guessing, and short enough for a header or cookie. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * The database keeps only SHA-256(token): a leaked table or backup cannot be replayed as a
 * session. The token is high-entropy, so a fast hash is enough (no salt or stretching needed).
 */
export async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return encodeHexLowerCase(new Uint8Array(digest));
}
