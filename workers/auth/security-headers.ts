/** A fresh CSP nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy. Scripts run only from our origin or with this response's nonce (React
 * Router's hydration and scroll scripts, React's streaming scripts), so injected markup cannot
 * execute. Inline styles stay allowed: React `style` props and UnoCSS need them, and styles
 * cannot run code. Framing is refused outright (clickjacking).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers for every response: no MIME sniffing, no full URLs leaking to other sites, no framing. */
export function applyBaseSecurityHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
}

export function applyPageSecurityHeaders(headers: Headers, nonce: string): void {
  applyBaseSecurityHeaders(headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
}

/**
 * For page-handler responses that are not HTML documents (single-fetch `.data`, redirects,
 * resource routes): nothing in them may load or run anything, and they may not be framed.
 */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** API responses are one user's data (or an error about it): never stored unless a route says otherwise. */
export function applyApiCacheDefault(headers: Headers): void {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}

/**
 * Every response of the page handler, `.data` included: the security headers (documents already
 * carry their nonce policy from app/entry.server.tsx), and for a signed-in visitor, or a response
 * that sets a cookie, `private, no-store`, so neither a shared cache nor the back button after
 * sign-out shows one user's page to the next. Signed-out public pages stay cacheable; `Vary:
 * Cookie` keeps a cache from handing their signed-out copy to a signed-in user.
 */
export function applyPageResponseHeaders(headers: Headers, { signedIn }: { signedIn: boolean }): void {
  applyBaseSecurityHeaders(headers);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
  if (signedIn || headers.has("Set-Cookie")) headers.set("Cache-Control", "private, no-store");
  headers.append("Vary", "Cookie");
}
