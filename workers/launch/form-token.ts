import { z } from "zod";
import type { DaySalts } from "./daily-salt";
import { readDayToken, signDayToken, TOKEN_MAX_CHARS } from "./day-token";
import { SOURCE_MAX } from "./visitor";

/**
 * The waitlist form's hidden `token` (docs/product.md#launch): which page and headline the form
 * came from, where the visitor came from, and when it was served, signed with the day's salt.
 * It proves a sign-up went through a served form (and how long after), without a cookie or a
 * stored row. A token lives until the salt of its day is gone, so it is accepted the day it was
 * served and the next. Its signature also covers the network it was served to (`addressBucket`:
 * an IPv4 address or an IPv6 /64, never written into the token), so a token handed out to many
 * machines only works from the one network, which the hourly sign-up limit already bounds.
 * The signing itself: ./day-token.ts.
 */

export { TOKEN_MAX_CHARS };

/** The purpose the signature covers: a form token is never taken for another kind of day token. */
const PURPOSE = "form-token";

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

export function signFormToken(claims: FormTokenClaims, salts: DaySalts, network: string | null): Promise<string> {
  return signDayToken(
    PURPOSE,
    { p: claims.pageId, v: claims.variant, t: claims.issuedAt, s: claims.source, ...(claims.confirmed ? { c: 1 } : {}) },
    salts,
    network,
  );
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
  const parsed = payloadSchema.safeParse(await readDayToken(PURPOSE, token, salts, network, now));
  if (!parsed.success || parsed.data.p !== pageId) return null;
  const claims: FormTokenClaims = { pageId: parsed.data.p, variant: parsed.data.v, issuedAt: parsed.data.t, source: parsed.data.s };
  return parsed.data.c ? { ...claims, confirmed: true } : claims;
}
