import { addressBucket } from "../auth/address-bucket";
import { clientAddress } from "../auth/client-address";
import type { PageVariant } from "./page-cache";

/**
 * Counting visitors without cookies (docs/product.md#launch). A visitor is a daily hash of the
 * page, the client address and the user agent with the day's salt: stable for one day, so a
 * visitor is counted once a day, and never stored raw or comparable across days or pages.
 */

export const SOURCE_MAX = 60;

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function visitorHash(parts: {
  salt: string;
  address: string;
  clientAddress: string | null;
  userAgent: string | null;
}): Promise<string> {
  // Fields are joined with a character none of them can hold in a header or an address, so no two
  // different visitors share the hashed text.
  const text = [parts.salt, parts.address, parts.clientAddress ?? "", (parts.userAgent ?? "").slice(0, 512)].join("\n");
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** The client's network: its IPv4 address or IPv6 /64 (one subscriber's block); null when unknown. */
export function clientNetwork(headers: Headers): string | null {
  return addressBucket(clientAddress(headers));
}

/**
 * The day's hash of the client's network alone (an IPv4 address or an IPv6 /64, `addressBucket`)
 * for this page: what caps the visitors one network can count, however many browsers it claims
 * to be. "" when the address is unknown (only in local runs: Cloudflare always sends it).
 */
export async function networkHash(parts: { salt: string; address: string; network: string | null }): Promise<string> {
  if (!parts.network) return "";
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(["network", parts.salt, parts.address, parts.network].join("\n"))));
}

/**
 * The headline a visitor sees: half of the hashes get "b" when the page tests a second one. The
 * same visitor sees the same headline all day, so a reload does not switch it.
 */
export function variantSlot(hash: string): PageVariant {
  return parseInt(hash.slice(0, 2), 16) % 2 === 0 ? "a" : "b";
}

/** Lower-cased, trimmed, bounded, and printable only: a source is shown in the owner's card and the CSV. */
export function cleanSource(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._~:/@+-]+/gu, "-")
    .slice(0, SOURCE_MAX);
}

/**
 * Where a visitor came from: `utm_source` when the link says, else the referring site's host
 * (not our own pages), else "" (typed in, or the referrer was withheld).
 */
export function visitSource(url: URL, referrer: string | null, ownHosts: readonly string[]): string {
  const utm = url.searchParams.get("utm_source");
  if (utm && utm.trim()) return cleanSource(utm.slice(0, 200));
  if (!referrer) return "";
  try {
    const host = new URL(referrer).hostname;
    return host && !ownHosts.includes(host) ? cleanSource(host) : "";
  } catch {
    return "";
  }
}
