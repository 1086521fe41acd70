import { heroOf } from "./contracts/landing-page";
import { VERDICT_TEXT, type LaunchCard } from "./contracts/launch";
import { conversionRate, type VariantCounts } from "./launch-stats";

/**
 * A product's launch in a few plain lines (docs/product.md#launch): what the product export
 * writes under "Launch" and what a case study is written from. Measured figures, named as such,
 * so they are never mistaken for the simulated estimates of a validation.
 */

export type LaunchSummaryInput = Pick<LaunchCard, "page" | "totals" | "abTest" | "target">;

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const quoted = (text: string) => `“${text.replace(/\s+/g, " ").trim()}”`;

function variantLine(label: string, headline: string, counts: VariantCounts): string {
  return `${label} ${quoted(headline)}: ${count(counts.signups, "sign-up", "sign-ups")} from ${count(counts.visitors, "visitor", "visitors")} (${percent(conversionRate(counts))})`;
}

/** The summary's lines, each a Markdown list item; none for a product that was never published. */
export function launchSummaryLines(launch: LaunchSummaryInput): string[] {
  const { page, totals } = launch;
  if (!page) return [];
  const lines = [
    `- **Landing page:** ${page.url} (${page.live ? "live" : "taken down"}, published ${new Date(page.publishedAt).toISOString().slice(0, 10)})`,
    `- **Measured from real visitors:** ${count(totals.visitors, "unique visitor", "unique visitors")} (counted once a day), ${count(totals.views, "page view", "page views")}, ${count(totals.signups, "waitlist sign-up", "waitlist sign-ups")} — ${percent(conversionRate(totals))} conversion`,
  ];
  if (page.target && launch.target) {
    const { signups, visitors, date } = page.target;
    const verdict = launch.target.verdict
      ? `verdict: **${VERDICT_TEXT[launch.target.verdict]}**`
      : `no verdict yet (${count(launch.target.daysLeft, "day", "days")} left)`;
    lines.push(
      `- **Demand target:** at least ${count(signups, "sign-up", "sign-ups")} from ${count(visitors, "visitor", "visitors")} by ${date} — ${verdict}`,
    );
  }
  if (page.headlineB && launch.abTest) {
    const { a, b, probabilityBBeatsA: p } = launch.abTest;
    const chance = p === null ? "Not enough visitors to tell yet" : `the chance that B converts better than A is ${Math.round(p * 100)}%`;
    lines.push(
      `- **Headline test:** ${variantLine("A", heroOf(page.doc).headline, a)}; ${variantLine("B", page.headlineB, b)} — ${chance}`,
    );
  }
  return lines;
}
