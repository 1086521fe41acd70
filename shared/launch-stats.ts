import type { DemandTarget, Verdict } from "./contracts/launch";

/**
 * What a published page's numbers mean (docs/product.md#launch): the A/B test's probability,
 * the demand target's verdict, the daily chart's days and the waitlist's CSV. Pure, so the
 * Worker, the app and the tests read the same rules.
 */

export type VariantCounts = { visitors: number; signups: number };

/** Below this many visitors on either headline the A/B test says "Not enough visitors to tell yet". */
export const MIN_VISITORS_PER_VARIANT = 100;
/** Past this many terms the exact sum gives way to the normal approximation (then as good as exact). */
const EXACT_TERMS = 50_000;

/** ln Γ(x) for x > 0: Stirling's series after shifting x past 15 (error below 1e-15 there). */
export function logGamma(x: number): number {
  let shift = 0;
  while (x < 15) {
    shift += Math.log(x);
    x += 1;
  }
  const inv = 1 / x;
  const inv2 = inv * inv;
  const series = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 / 1188))));
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series - shift;
}

/** Beta(1 + sign-ups, 1 + visitors − sign-ups): a uniform prior updated by what the page counted. */
function posterior({ visitors, signups }: VariantCounts): { a: number; b: number } {
  const s = Math.max(0, Math.floor(signups));
  const v = Math.max(s, Math.floor(visitors));
  return { a: 1 + s, b: 1 + v - s };
}

/**
 * P(X > Y) for X ~ Beta(aX, bX), Y ~ Beta(aY, bY), integer parameters: the closed-form sum over
 * i < aX of B(aY+i, bY+bX) / ((bX+i) B(1+i, bX) B(aY, bY)). Each term is the previous one times
 * (aY+i)(bX+i) / ((aY+bY+bX+i)(1+i)), kept as logarithms so that no term under- or overflows.
 */
function exactGreater(aX: number, bX: number, aY: number, bY: number): number {
  let log = logGamma(bY + bX) - logGamma(aY + bY + bX) - logGamma(bY) + logGamma(aY + bY);
  let max = log;
  let sum = 1;
  for (let i = 1; i < aX; i++) {
    const k = i - 1;
    log += Math.log(aY + k) + Math.log(bX + k) - Math.log(aY + bY + bX + k) - Math.log(1 + k);
    if (log > max) {
      sum = sum * Math.exp(max - log) + 1;
      max = log;
    } else sum += Math.exp(log - max);
  }
  return Math.exp(max + Math.log(sum));
}

/** Φ(z), through erfc's Chebyshev fit from Numerical Recipes (relative error below 1.2e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(poly);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

const mean = (p: { a: number; b: number }) => p.a / (p.a + p.b);
const variance = (p: { a: number; b: number }) => (p.a * p.b) / ((p.a + p.b) ** 2 * (p.a + p.b + 1));

/** The probability that headline B converts better than headline A, given what each counted. */
export function probabilityBBeatsA(a: VariantCounts, b: VariantCounts): number {
  const A = posterior(a);
  const B = posterior(b);
  let p: number;
  if (Math.min(A.a, B.a) > EXACT_TERMS) p = normalCdf((mean(B) - mean(A)) / Math.sqrt(variance(A) + variance(B)));
  // The sum runs over the smaller count: P(B > A) = 1 − P(A > B), ties having probability 0.
  else p = B.a <= A.a ? exactGreater(B.a, B.b, A.a, A.b) : 1 - exactGreater(A.a, A.b, B.a, B.b);
  return Math.min(1, Math.max(0, p));
}

/** The card's A/B result: null probability until both headlines have had enough visitors. */
export function abTestResult(
  a: VariantCounts,
  b: VariantCounts,
): { a: VariantCounts; b: VariantCounts; probabilityBBeatsA: number | null } {
  const enough = a.visitors >= MIN_VISITORS_PER_VARIANT && b.visitors >= MIN_VISITORS_PER_VARIANT;
  return { a, b, probabilityBBeatsA: enough ? probabilityBBeatsA(a, b) : null };
}

/** The UTC calendar day of a time, as YYYY-MM-DD. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/** Hours the last time zone on Earth (UTC−12) is behind UTC. */
const LAST_ZONE_HOURS = 12;

/**
 * The earliest demand target date a publish takes: the day it still is in the last time zone, so a
 * founder behind UTC who picks today from their calendar is not told it has passed.
 */
export const earliestTargetDay = (now: number) => utcDay(now - LAST_ZONE_HOURS * 3_600_000);

/** Whole days from `today` to `day` (negative once it has passed). */
export const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * The demand target's verdict (docs/product.md#launch), from the visitors and sign-ups counted up
 * to and including the target date; null before that date. With at least the target's visitors,
 * Met when the conversion reached the target's (sign-ups ÷ visitors), else Not met; with fewer
 * visitors, Met when the sign-ups reached the target's anyway, else Too little traffic to tell.
 */
export function demandVerdict(target: DemandTarget, byDate: VariantCounts, today: string): Verdict | null {
  if (today < target.date) return null;
  if (byDate.visitors >= target.visitors) {
    // Cross-multiplied, so that 40 of 1,000 against 40 of 1,000 is met exactly, with no rounding.
    return byDate.signups * target.visitors >= target.signups * byDate.visitors ? "met" : "not-met";
  }
  return byDate.signups >= target.signups ? "met" : "too-little-traffic";
}

/** The card's target status: the verdict, and the days left until the date (0 on and after it). */
export function targetStatus(target: DemandTarget, byDate: VariantCounts, today: string): { verdict: Verdict | null; daysLeft: number } {
  return { verdict: demandVerdict(target, byDate, today), daysLeft: Math.max(0, daysBetween(today, target.date)) };
}

export type DayCounts = { day: string; views: number; visitors: number; signups: number };

/** The last `days` UTC days up to `today`, oldest first, each day's rows summed and a day with none at zero. */
export function dailySeries(rows: readonly DayCounts[], today: string, days = 30): DayCounts[] {
  const byDay = new Map<string, DayCounts>();
  for (const row of rows) {
    const seen = byDay.get(row.day) ?? { day: row.day, views: 0, visitors: 0, signups: 0 };
    byDay.set(row.day, {
      day: row.day,
      views: seen.views + row.views,
      visitors: seen.visitors + row.visitors,
      signups: seen.signups + row.signups,
    });
  }
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    return byDay.get(day) ?? { day, views: 0, visitors: 0, signups: 0 };
  });
}

/** Sign-ups per visitor, 0 without visitors. */
export const conversionRate = (counts: VariantCounts) => (counts.visitors > 0 ? counts.signups / counts.visitors : 0);

/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
 * that hides one) as a formula, so such a cell gets a leading ' and is read as text; every cell is
 * quoted, its quotes doubled, so commas and line breaks stay inside it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV line (RFC 4180: CRLF at the end). */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

export const WAITLIST_CSV_COLUMNS = ["email", "answer", "source", "headline", "signed up"] as const;

export type WaitlistCsvRow = { email: string; answer: string; source: string; variant: string; createdAt: number };

/** A sign-up as a line of the waitlist's CSV: the headline it saw as A or B, the time in ISO UTC. */
export function waitlistCsvLine(row: WaitlistCsvRow): string {
  return csvLine([row.email, row.answer, row.source, row.variant.toUpperCase(), new Date(row.createdAt).toISOString()]);
}

/** `<address>-waitlist.csv`. */
export const waitlistFileName = (address: string) => `${address}-waitlist.csv`;
