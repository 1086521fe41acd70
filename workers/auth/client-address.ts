/** The caller's address as Cloudflare reports it; null locally when the header is absent. */
export function clientAddress(headers: Headers): string | null {
  return headers.get("cf-connecting-ip") || null;
}
