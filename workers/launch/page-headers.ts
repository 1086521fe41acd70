import { encodeBase64 } from "@oslojs/encoding";

/**
 * Headers of every public page response (docs/product.md#launch). The page runs no script at
 * all: the policy names each inline style block by hash and nothing else may load, except
 * Cloudflare Turnstile's script and frame when the waitlist uses it. No cookie is ever set, and
 * the page may not be framed (no clickjacking of the form).
 */

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

const encoder = new TextEncoder();
/** The base stylesheet never changes and the accent block has few values: hashing each once per isolate is enough. */
const hashes = new Map<string, Promise<string>>();
const MAX_REMEMBERED_HASHES = 256;

function styleHash(css: string): Promise<string> {
  let hash = hashes.get(css);
  if (!hash) {
    if (hashes.size >= MAX_REMEMBERED_HASHES) hashes.clear();
    hash = crypto.subtle.digest("SHA-256", encoder.encode(css)).then((digest) => `'sha256-${encodeBase64(new Uint8Array(digest))}'`);
    hashes.set(css, hash);
  }
  return hash;
}

export async function landingPagePolicy(styles: string[], turnstile: boolean): Promise<string> {
  const styleSources = await Promise.all(styles.map(styleHash));
  return [
    "default-src 'none'",
    `style-src ${styleSources.join(" ")}`,
    "img-src data:",
    // Nothing on the page can fetch (it runs no script); this lets tools that fetch from inside the
    // page's frame, such as Lighthouse reading /robots.txt, reach the page's own origin.
    "connect-src 'self'",
    turnstile ? `script-src ${TURNSTILE_ORIGIN}` : "script-src 'none'",
    turnstile ? `frame-src ${TURNSTILE_ORIGIN}` : "",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}

/** The headers every public page response carries, whatever it says; `policy` from `landingPagePolicy`. */
export function pageHeaders(policy: string): Headers {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // The page carries a per-request form token: browsers and shared caches keep no copy (the
    // edge copy is ours, keyed apart, with the token left out).
    "Cache-Control": "no-store",
  });
}
