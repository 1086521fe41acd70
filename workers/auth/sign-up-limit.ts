import type { Database } from "../../db/client";
import { countInWindow, throttleKey, uncountInWindow } from "../../db/queries/throttle";
import { tryAgainLater } from "../errors";
import { addressBucket } from "./address-bucket";

const WINDOW_MS = 60 * 60 * 1000;

export type SignUpSlot = {
  /** The sign-up never got to hashing (the server was busy): it does not use up the limit. */
  abandoned(): Promise<void>;
};

/**
 * Counts a sign-up against its client address (SIGN_UP_LIMIT_PER_HOUR) before any hashing,
 * so a refused one costs a single D1 write, not a scrypt. Every attempt counts, taken e-mails
 * too, since sign-up must not reveal which those are. Clients without an address (local
 * requests without CF-Connecting-IP; Cloudflare always sets it) share one count.
 */
export async function admitSignUp(db: Database, clientAddress: string | null, limitPerHour: number, now = Date.now()): Promise<SignUpSlot> {
  const key = throttleKey.signUps(addressBucket(clientAddress));
  const { count, windowEnds } = await countInWindow(db, key, WINDOW_MS, now);
  if (count > limitPerHour) {
    throw tryAgainLater("Too many new accounts from your network.", windowEnds - now);
  }
  return { abandoned: () => uncountInWindow(db, key, windowEnds) };
}
