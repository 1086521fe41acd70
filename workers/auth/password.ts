import { scrypt, timingSafeEqual } from "node:crypto";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import type { PasswordHashing } from "../config";
import { ApiError } from "../errors";
import { LineFullError, TurnLine, type Ticket } from "./turn-line";

/**
 * scrypt cost. workerd's node:crypto refuses N·r·p above 2^20 and 128·N·r bytes above its
 * memory cap; 2^15/8/3 keeps to both while costing an attacker 32 MiB and a full hash a guess.
 * Raising these later is safe: old hashes keep their own parameters and are upgraded on sign-in.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3, keyLength: 32, saltLength: 16 } as const;

/**
 * The cost for test servers only (PASSWORD_HASHING = "fast-for-tests"): a suite creates hundreds
 * of accounts, and at full cost their hashes alone would dominate its run on a small CI machine. Hashes made
 * with it carry their own parameters, so once the var is unset they are upgraded on next sign-in.
 */
export const FAST_TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

export type HashCost = typeof SCRYPT_PARAMS | typeof FAST_TEST_SCRYPT_PARAMS;

export function hashCostFor(hashing: PasswordHashing): HashCost {
  return hashing === "fast-for-tests" ? FAST_TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}
export const SCRYPT_RUNTIME_LIMITS = { maxNrp: 2 ** 20, maxMemoryBytes: 128 * 1024 * 1024 } as const;
const VERSION = "v1";

type Params = { N: number; r: number; p: number };

/** Memory scrypt needs (the 128·N·r block plus the 128·r·p working area) with some headroom. */
export function scryptMemoryBytes({ N, r, p }: Params): number {
  return 128 * N * r + 128 * r * p + 1024 * 1024;
}

/**
 * workerd's scrypt runs synchronously on the isolate's only thread: while a hash runs, nothing
 * else in this isolate moves. Left alone, every sign-in whose D1 reply had arrived hashed back
 * to back and a health check waited for all of them. So hashes take turns in a line (one at a
 * time is all the thread allows anyway), with the isolate's other work running between two
 * turns; see TurnLine. The line is bounded in length (maxWaiting below) and in time: beyond
 * either, the answer is an immediate 503 instead of a pile of requests that all time out.
 */
const HASHING = new TurnLine({ maxWaiting: 32, staleAfterMs: 5_000 });
const POLL_MS = 10;
const MAX_WAIT_MS = 30_000;

const busy = () =>
  new ApiError(503, "rate_limited", "Too many sign-ins are being checked right now. Please try again in a moment.", {
    "Retry-After": "1",
  });

/** Resolves at this request's turn; the caller must hash before awaiting anything else. */
async function waitForHashingTurn(): Promise<void> {
  let ticket: Ticket;
  try {
    ticket = HASHING.join();
  } catch (error) {
    throw error instanceof LineFullError ? busy() : error;
  }
  const giveUpAt = Date.now() + MAX_WAIT_MS;
  // The first pause is a single trip through the event loop: what is already waiting runs first.
  for (let pause = 0; ; pause = POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    if (HASHING.poll(ticket)) return;
    if (Date.now() > giveUpAt) {
      HASHING.leave(ticket);
      throw busy();
    }
  }
}

async function derive(password: string, salt: Uint8Array, params: Params, keyLength: number): Promise<Uint8Array> {
  await waitForHashingTurn();
  return deriveNow(password, salt, params, keyLength);
}

function deriveNow(password: string, salt: Uint8Array, params: Params, keyLength: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: scryptMemoryBytes(params) },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    );
  });
}

/** `scrypt$v1$N=32768,r=8,p=3$<salt b64>$<key b64>`: everything needed to verify, in one string. */
export async function hashPassword(password: string, cost: HashCost = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(cost.saltLength));
  const key = await derive(password, salt, cost, cost.keyLength);
  const { N, r, p } = cost;
  return `scrypt$${VERSION}$N=${N},r=${r},p=${p}$${encodeBase64(salt)}$${encodeBase64(key)}`;
}

type Parsed = { params: Params; salt: Uint8Array; key: Uint8Array };

function parseHash(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 5 || parts[0] !== "scrypt" || parts[1] !== VERSION) return null;
  const match = parts[2]!.match(/^N=(\d+),r=(\d+),p=(\d+)$/);
  if (!match) return null;
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.N * params.r * params.p > SCRYPT_RUNTIME_LIMITS.maxNrp) return null;
  try {
    return { params, salt: decodeBase64(parts[3]!), key: decodeBase64(parts[4]!) };
  } catch {
    return null;
  }
}

/** Constant-time check of a password against a stored hash; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** True when a hash was made with weaker (older) settings and should be replaced at sign-in. */
export function needsRehash(stored: string, cost: HashCost = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N !== cost.N || r !== cost.r || p !== cost.p || parsed.key.length !== cost.keyLength;
}

/**
 * Sign-in for an unknown e-mail still runs one full scrypt with the current settings, so the
 * response time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string, cost: HashCost = SCRYPT_PARAMS): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(cost.saltLength));
  await derive(password, salt, cost, cost.keyLength);
}
