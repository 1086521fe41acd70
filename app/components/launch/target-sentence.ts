import type { DemandTarget } from "@shared/contracts/launch";

/**
 * The demand target as the founder reads it (docs/product.md#launch): "At least 40 sign-ups from
 * 1,000 visitors by 15 January". The year shows only when it is not this year's.
 */
const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

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
  return `At least ${count(target.signups, "sign-up", "sign-ups")} from ${count(target.visitors, "visitor", "visitors")} by ${targetDate(target.date, now)}`;
}
