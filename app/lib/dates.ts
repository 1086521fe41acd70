/** Dates are shown in en-US short format (docs/product.md#dates-in-utc), e.g. "11/23/26". */
const shortDate = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone: "UTC" });

export function formatShortDate(time: number | Date): string {
  return shortDate.format(time);
}
