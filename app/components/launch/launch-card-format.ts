import type { DemandTarget, LaunchCard } from "@shared/contracts/launch";

/**
 * How the Launch card words its numbers (docs/product.md#launch). Pure, so the card, its chart
 * and the unit tests read the same rules; every date is a UTC day, as the server counts them.
 */

export const count = (n: number) => n.toLocaleString("en-US");
export const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** Sign-ups per visitor as a percentage with one decimal ("3.9%"); "—" before the first visitor. */
export function conversionText(visitors: number, signups: number): string {
  if (visitors <= 0) return "—";
  return `${((signups / visitors) * 100).toFixed(1)}%`;
}

/** A source as stored ("" when the visitor came straight to the address) as the card names it. */
export const sourceName = (source: string) => source || "Direct";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", timeZone: "UTC" });

/** "3 Jan" for a YYYY-MM-DD day. */
export function shortDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : dayFormat.format(time);
}

/** When a sign-up arrived: "1/15/26, 2:05 PM UTC". */
export const signupTime = (time: number) => `${timeFormat.format(time)} UTC`;

/** "12 of 40 sign-ups · 310 of 1,000 visitors · 34 days left". */
export function targetProgress(card: Pick<LaunchCard, "totals">, target: { signups: number; visitors: number }, daysLeft: number): string {
  const parts = [
    `${count(card.totals.signups)} of ${plural(target.signups, "sign-up", "sign-ups")}`,
    `${count(card.totals.visitors)} of ${plural(target.visitors, "visitor", "visitors")}`,
  ];
  if (daysLeft > 0) parts.push(`${plural(daysLeft, "day", "days")} left`);
  return parts.join(" · ");
}

/**
 * The A/B test's probability said plainly: which headline is ahead and how sure that is, so a
 * founder never has to read "0.93" as a decision.
 */
export function abVerdict(probabilityBBeatsA: number | null): string {
  if (probabilityBBeatsA === null) return "Not enough visitors to tell yet";
  const percent = Math.round(probabilityBBeatsA * 100);
  const chance = `${percent === 100 && probabilityBBeatsA < 1 ? ">99" : percent === 0 && probabilityBBeatsA > 0 ? "<1" : percent}%`;
  const said = `${chance} chance that headline B converts better than headline A`;
  if (probabilityBBeatsA >= 0.95) return `${said}: B is very likely the better headline.`;
  if (probabilityBBeatsA <= 0.05) return `${said}: A is very likely the better headline.`;
  return `${said}: no clear winner yet.`;
}

/** The chart's one-sentence summary, for its title and for screen readers. */
export function chartSummary(daily: LaunchCard["daily"]): string {
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const signups = daily.reduce((sum, day) => sum + day.signups, 0);
  const span = `Last ${plural(daily.length, "day", "days")}: ${plural(visitors, "visitor", "visitors")}, ${plural(signups, "sign-up", "sign-ups")}`;
  const busiest = daily.reduce<LaunchCard["daily"][number] | null>(
    (best, day) => (day.visitors > (best?.visitors ?? 0) ? day : best),
    null,
  );
  return busiest
    ? `${span}; the busiest day was ${shortDay(busiest.day)} with ${plural(busiest.visitors, "visitor", "visitors")}.`
    : `${span}.`;
}

/**
 * The demand target as the founder reads it (docs/product.md#launch): "At least 40 sign-ups from
 * 1,000 visitors by 15 January". The year shows only when it is not this year's.
 */
export function targetDate(date: string, now = new Date()): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const sameYear = day.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(day);
}

export function targetSentence(target: DemandTarget, now = new Date()): string {
  return `At least ${plural(target.signups, "sign-up", "sign-ups")} from ${plural(target.visitors, "visitor", "visitors")} by ${targetDate(target.date, now)}`;
}
