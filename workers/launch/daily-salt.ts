import type { Database } from "../../db/client";
import { dailySaltsFor } from "../../db/queries/launch-public";

/**
 * The random salt of each UTC day (docs/product.md#launch): visitor hashes and form tokens are
 * made with it, so a hash cannot be traced back to an address once the day's salt is deleted,
 * and a form token lives at most into the next day. Salts are kept in isolate memory per day:
 * most views never read D1 for them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function previousDay(day: string): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
}

export type DaySalts = { today: string; yesterday: string; salts: Map<string, string> };

let remembered: DaySalts | null = null;

/** 32 random bytes as hex: a fresh day's salt, used only if no isolate has made one yet. */
function freshSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Today's and yesterday's salts. Every isolate agrees on the day's salt because the first one
 * to ask inserts it and everyone reads back what D1 kept.
 */
export async function daySalts(db: Database, now = Date.now()): Promise<DaySalts> {
  const today = utcDay(now);
  if (remembered?.today === today && remembered.salts.has(today)) return remembered;
  const yesterday = previousDay(today);
  const salts = await dailySaltsFor(db, today, yesterday, freshSalt());
  remembered = { today, yesterday, salts };
  return remembered;
}

/** Today's salt (always present after `daySalts`). */
export function todaysSalt(salts: DaySalts): string {
  return salts.salts.get(salts.today)!;
}
