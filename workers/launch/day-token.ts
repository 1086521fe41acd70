import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { utcDay, type DaySalts } from "./daily-salt";

/**
 * Tokens the public pages hand out and take back without a cookie or a stored row
 * (docs/product.md#launch, #prototype-tests): a JSON payload with its issue time `t`, signed with
 * the salt of the day it was issued and a purpose (so one kind of token is never taken for
 * another). The signature also covers the network it was served to (`addressBucket`: an IPv4
 * address or an IPv6 /64, never written into the token), so a token works only from that network.
 * A token lives until the salt of its day is gone: accepted the day it was issued and the next.
 */

export const TOKEN_MAX_CHARS = 512;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(purpose: string, salt: string): Promise<CryptoKey> {
  const name = `${purpose}:${salt}`;
  let key = keys.get(name);
  if (!key) {
    // Two days of salts per purpose are in use at a time; older keys are dropped rather than kept forever.
    if (keys.size >= 8) keys.clear();
    key = crypto.subtle.importKey("raw", encoder.encode(name), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(name, key);
  }
  return key;
}

/** What is signed: the token's body and the network; a newline can be in neither. */
const signed = (body: string, network: string | null) => encoder.encode(`${body}\n${network ?? ""}`);

export async function signDayToken(
  purpose: string,
  payload: { t: number } & Record<string, unknown>,
  salts: DaySalts,
  network: string | null,
): Promise<string> {
  const salt = salts.salts.get(utcDay(payload.t)) ?? salts.salts.get(salts.today)!;
  const body = encodeBase64urlNoPadding(encoder.encode(JSON.stringify(payload)));
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(purpose, salt), signed(body, network));
  return `${body}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

/**
 * The payload of a token this server signed for `purpose` and served to `network`, today or
 * yesterday; null for anything else (forged, altered, another purpose's, another network's, too
 * old, from the future, malformed). The caller checks the payload's own fields.
 */
export async function readDayToken(
  purpose: string,
  token: string,
  salts: DaySalts,
  network: string | null,
  now = Date.now(),
): Promise<({ t: number } & Record<string, unknown>) | null> {
  if (token.length > TOKEN_MAX_CHARS) return null;
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return null;
  try {
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body))) as unknown;
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
    const issuedAt = (payload as { t?: unknown }).t;
    if (typeof issuedAt !== "number" || !Number.isSafeInteger(issuedAt) || issuedAt < 0) return null;
    const day = utcDay(issuedAt);
    const salt = salts.salts.get(day);
    // A minute of clock difference between isolates is allowed; a token from later than that is not ours.
    if (!salt || (day !== salts.today && day !== salts.yesterday) || issuedAt > now + 60_000) return null;
    const valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(purpose, salt),
      new Uint8Array(decodeBase64urlIgnorePadding(mac)),
      signed(body, network),
    );
    return valid ? (payload as { t: number } & Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
