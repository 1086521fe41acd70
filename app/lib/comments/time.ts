/**
 * When a comment or notification was written, as people say it: "just now", "5 min ago",
 * "3 h ago", then the date (en-US, UTC, like every date in the app: docs/product.md#dates-in-utc).
 */
const dateTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

export function timeAgo(time: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${dateTime.format(time)} UTC`;
}

/** The full time, for a tooltip and `<time dateTime>`'s neighbour. */
export function fullTime(time: number): string {
  return `${dateTime.format(time)} UTC`;
}
