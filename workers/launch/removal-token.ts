import { encodeBase64urlNoPadding } from "@oslojs/encoding";

/**
 * A sign-up's private removal link (docs/product.md#launch): 32 random bytes in the link, only
 * their SHA-256 in D1, so a leaked database cannot remove anyone and the link is unguessable.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newRemovalToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

export function isRemovalToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
