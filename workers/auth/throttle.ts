import type { Database } from "../../db/client";
import {
  clearThrottle,
  releaseAttempt,
  reserveAttempts,
  runThrottleStatements,
  startDelay,
  throttleKey,
  type DelayRule,
  type ThrottleRow,
} from "../../db/queries/throttle";
import { normalizeEmail } from "../../db/queries/users";
import { ApiError } from "../errors";
import { addressBucket } from "./address-bucket";

/**
 * Checked passwords allowed before delays start: per e-mail *from one client*, and per client
 * over all e-mails (generous: offices and mobile carriers share addresses). There is no limit
 * per e-mail over all clients, because anyone could use it to lock the owner out (docs/security.md).
 */
export const FREE_ATTEMPTS = { emailFromClient: 5, client: 20 } as const;
/** Doubling delay once the free attempts are used: 2 s, 4 s, 8 s … capped at 15 minutes. */
const FIRST_DELAY_MS = 2000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** A quiet day wipes the slate: nothing is ever locked for good. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** Longer than any check takes (hash queue included); only matters if an isolate dies mid-check. */
const IN_FLIGHT_MS = 2 * 60 * 1000;

/** The wait after the n-th failure under a key; none while the free attempts last. */
export function delayAfter(failures: number, freeAttempts: number): number {
  const over = failures - freeAttempts;
  if (over < 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(over, 20));
}

/** The keys one sign-in attempt is counted under; a client without an address has no key of its own. */
export function signInRules(email: string, clientAddress: string | null): DelayRule[] {
  const client = addressBucket(clientAddress);
  const rules: DelayRule[] = [
    { key: throttleKey.emailFromClient(normalizeEmail(email), client), freeAttempts: FREE_ATTEMPTS.emailFromClient },
  ];
  if (client) rules.push({ key: throttleKey.client(client), freeAttempts: FREE_ATTEMPTS.client });
  return rules;
}

export type SignInAttempt = {
  /** Wrong password: where this was one failure too many, the delay starts now. */
  failed(): Promise<void>;
  /** Right password: this client's record for the e-mail is cleared, the address gets the attempt back. */
  succeeded(): Promise<void>;
  /** The password was never checked (e.g. the server was busy): the attempt does not count. */
  abandoned(): Promise<void>;
};

/** When a refusing key lets the next attempt in: its delay's end, or (check still running) at least that check's delay. */
function retryAfterSeconds(row: ThrottleRow, rule: DelayRule, now: number): number {
  const wait = row.blockedUntil !== null ? row.blockedUntil - now : delayAfter(row.failures, rule.freeAttempts);
  return Math.max(1, Math.ceil(wait / 1000));
}

function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(429, "rate_limited", `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`, {
    "Retry-After": String(seconds),
  });
}

/**
 * Counts the attempt *before* the password is checked, so parallel guesses cannot all slip in
 * under one stale count; throws 429 with Retry-After while this client is inside a delay or
 * has a check over its free attempts still running.
 */
export async function admitSignInAttempt(
  db: Database,
  email: string,
  clientAddress: string | null,
  now = Date.now(),
): Promise<SignInAttempt> {
  const rules = signInRules(email, clientAddress);
  const { counted, rows } = await reserveAttempts(db, rules, { now, forgetAfterMs: FORGET_AFTER_MS, inFlightMs: IN_FLIGHT_MS });
  const release = (at: number) =>
    runThrottleStatements(
      db,
      [...counted].map(([key, failures]) => releaseAttempt(db, key, failures, at)),
    );

  const refused = rules.filter((rule) => !counted.has(rule.key));
  if (refused.length > 0) {
    await release(now);
    const seconds = Math.max(
      ...refused.map((rule) =>
        retryAfterSeconds(
          rows.find((row) => row.key === rule.key)!,
          rule,
          now,
        ),
      ),
    );
    throw tooManyAttempts(seconds);
  }
  const [emailFromClient, ...client] = rules.map((rule) => rule.key);
  return {
    async failed() {
      const at = Date.now();
      const delayed = rules.filter((rule) => delayAfter(counted.get(rule.key)!, rule.freeAttempts) > 0);
      await runThrottleStatements(
        db,
        delayed.map((rule) => {
          const failures = counted.get(rule.key)!;
          return startDelay(db, rule.key, failures, at + delayAfter(failures, rule.freeAttempts), at);
        }),
      );
    },
    async succeeded() {
      // The address keeps its earlier failures, so signing in to one's own account cannot
      // wipe a count run up by guessing at others.
      const at = Date.now();
      await runThrottleStatements(db, [
        clearThrottle(db, emailFromClient!),
        ...client.map((key) => releaseAttempt(db, key, counted.get(key)!, at)),
      ]);
    },
    abandoned: () => release(Date.now()),
  };
}
