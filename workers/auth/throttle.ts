import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { normalizeEmail } from "../../db/queries/users";
import { signInThrottle } from "../../db/schema";
import { ApiError } from "../errors";

/** Failures allowed before delays start: generous per client address (shared networks). */
const FREE_FAILURES = { email: 5, ip: 20 } as const;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** A quiet day wipes the slate: nothing is ever locked for good. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type Kind = keyof typeof FREE_FAILURES;

/** The throttle keys of one sign-in attempt: the e-mail, and the client address when known. */
export function throttleKeys(email: string, clientAddress: string | null): string[] {
  const keys = [`email:${normalizeEmail(email)}`];
  if (clientAddress) keys.push(`ip:${clientAddress}`);
  return keys;
}

/** Doubling delay once the free attempts are used: 2 s, 4 s, 8 s … capped at 15 minutes. */
export function delayAfter(kind: Kind, failures: number): number {
  const over = failures - FREE_FAILURES[kind];
  if (over < 0) return 0;
  return Math.min(MAX_DELAY_MS, 2000 * 2 ** Math.min(over, 20));
}

/** Throws 429 with Retry-After while any key of this attempt is inside its delay. */
export async function assertNotThrottled(db: Database, keys: string[], now = Date.now()): Promise<void> {
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  const blockedUntil = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  if (blockedUntil > now) {
    const seconds = Math.ceil((blockedUntil - now) / 1000);
    throw new ApiError(
      429,
      "rate_limited",
      `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
      { "Retry-After": String(seconds) },
    );
  }
}

export async function recordFailure(db: Database, keys: string[], now = Date.now()): Promise<void> {
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const [first, ...rest] = keys.map((key) => {
    const previous = byKey.get(key);
    const stale = !previous || now - previous.updatedAt.getTime() > FORGET_AFTER_MS;
    const failures = (stale ? 0 : previous.failures) + 1;
    const delay = delayAfter(key.startsWith("ip:") ? "ip" : "email", failures);
    const values = {
      failures,
      blockedUntil: delay > 0 ? new Date(now + delay) : null,
      updatedAt: new Date(now),
    };
    return db
      .insert(signInThrottle)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: signInThrottle.key, set: values });
  });
  await db.batch([first!, ...rest]);
}

/** A correct password clears the e-mail's record (the address keeps its count, see README). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, `email:${normalizeEmail(email)}`));
}
