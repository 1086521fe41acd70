import type { AiQuota } from "@shared/contracts/ai-status";

export type { AiQuota };

/**
 * The newer of two readings of the same user's quota. Readings race (a refetch after a run, a
 * realtime event, a loader revalidation), so arrival order means nothing: a later reset time is a
 * later day, and within one day the revision only goes up (the count itself goes down when a
 * request that stored nothing is given back). On a tie the second reading wins.
 */
export function newerQuota(a: AiQuota | null, b: AiQuota | null): AiQuota | null {
  if (!a || !b) return a ?? b;
  if (a.resetsAt !== b.resetsAt) return Date.parse(b.resetsAt) > Date.parse(a.resetsAt) ? b : a;
  return b.revision >= a.revision ? b : a;
}

/** "12 AI requests left today", "1 AI request left today". */
export function quotaLeftText(remaining: number): string {
  const left = Math.max(0, remaining);
  return `${left} AI ${left === 1 ? "request" : "requests"} left today`;
}

/**
 * When the quota starts again, in the reader's own clock: "at 1:00 AM", "tomorrow at 7:00 PM"
 * when that moment falls on the next local day, or "at midnight". The counter resets at UTC midnight, which is
 * some other hour almost everywhere, so the UTC time alone would mislead. `timeZone` and `locale`
 * default to the browser's; only call this in the browser (the server's clock is UTC).
 */
export function resetTimeText(resetsAt: string, now: Date, options: { locale?: string; timeZone?: string } = {}): string {
  const reset = new Date(resetsAt);
  const { locale, timeZone } = options;
  // Where UTC midnight is local midnight, "tomorrow at 12:00 AM" would sound a day away.
  if (new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(reset) === "00:00") {
    return "at midnight";
  }
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(reset);
  const day = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  return day.format(reset) === day.format(now) ? `at ${time}` : `tomorrow at ${time}`;
}

/** The message beside every disabled AI action once the day's requests are used up. */
export function limitReachedText(resetsAt: string, now: Date | null, options: { locale?: string; timeZone?: string } = {}): string {
  // Without the reader's clock (server render, before hydration) say what is true everywhere.
  const when = now ? resetTimeText(resetsAt, now, options) : "at midnight UTC";
  return `Daily AI limit reached. Resets ${when}.`;
}
