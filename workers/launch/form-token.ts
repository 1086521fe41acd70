import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { z } from "zod";
import { utcDay, type DaySalts } from "./daily-salt";
import { SOURCE_MAX } from "./visitor";

/**
 * The waitlist form's hidden `token` (docs/product.md#launch): which page and headline the form
 * came from, where the visitor came from, and when it was served, signed with the day's salt.
 * It proves a sign-up went through a served form (and how long after), without a cookie or a
 * stored row. A token lives until the salt of its day is gone, so it is accepted the day it was
 * served and the next. Its signature also covers the network it was served to (`addressBucket`:
 * an IPv4 address or an IPv6 /64, never written into the token), so a token handed out to many
 * machines only works from the one network, which the hourly sign-up limit already bounds.
 */

export const TOKEN_MAX_CHARS = 512;

const payloadSchema = z.object({
  p: z.string().min(1).max(64),
  v: z.enum(["a", "b"]),
  t: z.number().int().nonnegative(),
  s: z.string().max(SOURCE_MAX),
  c: z.literal(1).optional(),
});
/**
 * `confirmed`: the form was served again with "Confirm" after a send quicker than the minimum
 * fill time (workers/launch/waitlist-post.ts), so pressing it is never refused as too quick.
 */
export type FormTokenClaims = { pageId: string; variant: "a" | "b"; issuedAt: number; source: string; confirmed?: true };

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(salt: string): Promise<CryptoKey> {
  let key = keys.get(salt);
  if (!key) {
    // Two days of salts are in use at a time; older keys are dropped rather than kept forever.
    if (keys.size >= 4) keys.clear();
    key = crypto.subtle.importKey("raw", encoder.encode(`form-token:${salt}`), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(salt, key);
  }
  return key;
}

/** What is signed: the token's body and the network; a newline can be in neither. */
const signed = (body: string, network: string | null) => encoder.encode(`${body}\n${network ?? ""}`);

export async function signFormToken(claims: FormTokenClaims, salts: DaySalts, network: string | null): Promise<string> {
  const salt = salts.salts.get(utcDay(claims.issuedAt)) ?? salts.salts.get(salts.today)!;
  const body = encodeBase64urlNoPadding(
    encoder.encode(
      JSON.stringify({ p: claims.pageId, v: claims.variant, t: claims.issuedAt, s: claims.source, ...(claims.confirmed ? { c: 1 } : {}) }),
    ),
  );
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(salt), signed(body, network));
  return `${body}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

/**
 * The claims of a token this server signed for `pageId` and served to `network`, today or
 * yesterday; null for anything else (forged, altered, another page's, another network's, too old,
 * from the future, malformed).
 */
export async function readFormToken(
  token: string,
  pageId: string,
  salts: DaySalts,
  network: string | null,
  now = Date.now(),
): Promise<FormTokenClaims | null> {
  if (token.length > TOKEN_MAX_CHARS) return null;
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body))));
    if (!parsed.success || parsed.data.p !== pageId) return null;
    const day = utcDay(parsed.data.t);
    const salt = salts.salts.get(day);
    // A minute of clock difference between isolates is allowed; a token from later than that is not ours.
    if (!salt || (day !== salts.today && day !== salts.yesterday) || parsed.data.t > now + 60_000) return null;
    const valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(salt),
      new Uint8Array(decodeBase64urlIgnorePadding(mac)),
      signed(body, network),
    );
    if (!valid) return null;
    const claims: FormTokenClaims = { pageId: parsed.data.p, variant: parsed.data.v, issuedAt: parsed.data.t, source: parsed.data.s };
    return parsed.data.c ? { ...claims, confirmed: true } : claims;
  } catch {
    return null;
  }
}
