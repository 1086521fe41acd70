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
