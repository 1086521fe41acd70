import type { LaunchCard } from "@shared/contracts/launch";
import { DailyChart } from "./daily-chart";
import { conversionText, count, sourceName } from "./launch-card-format";

/**
 * "Visitors", "Sign-ups", "Conversion" as three figures (side by side from tablet width, one
 * under the other on a phone, label and number on one line), then the daily chart.
 */
export function LaunchFigures({ card }: { card: LaunchCard }) {
  const { visitors, signups, views } = card.totals;
  const figures = [
    {
      label: "Visitors",
      value: count(visitors),
      note: views > 0 ? `${count(views)} page ${views === 1 ? "view" : "views"}` : "No visits yet",
    },
    { label: "Sign-ups", value: count(signups), note: "on the waitlist" },
    { label: "Conversion", value: conversionText(visitors, signups), note: "sign-ups per visitor" },
  ];
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex items-baseline justify-between gap-3 rounded-control border border-border bg-canvas px-4 py-3 sm:flex-col sm:items-start sm:gap-1"
          >
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="flex items-baseline gap-2 sm:flex-col sm:gap-0.5">
              <span className="text-xl font-medium tabular-nums tracking-tight">{figure.value}</span>
              <span className="hidden text-xs text-muted sm:inline">{figure.note}</span>
            </dd>
          </div>
        ))}
      </dl>
      {card.daily.some((day) => day.views > 0 || day.signups > 0) ? (
        <DailyChart daily={card.daily} />
      ) : (
        <p className="rounded-control border border-dashed border-border p-4 text-sm text-muted">
          No visits in the last 30 days. The chart of visitors and sign-ups per day starts with the first one.
        </p>
      )}
    </div>
  );
}

/** Where the last 30 days' visitors came from: the ten biggest sources, each with its share as a bar. */
export function LaunchSources({ sources }: { sources: LaunchCard["sources"] }) {
  const top = sources.slice(0, 10);
  const most = Math.max(1, ...top.map((source) => source.visitors));
  return (
    <section aria-labelledby="launch-sources-heading" className="flex min-w-0 flex-col gap-3">
      <div>
        <h3 id="launch-sources-heading" className="text-sm font-medium">
          Sources
        </h3>
        <p className="text-xs text-muted">Visitors of the last 30 days, by referring site or utm_source</p>
      </div>
      {top.length === 0 ? (
        <p className="text-sm text-muted">No visitors yet. Add ?utm_source=name to the links you share to see which one brings people.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Sources">
          {top.map((source) => (
            <li key={source.source} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate" title={sourceName(source.source)}>
                  {sourceName(source.source)}
                </span>
                <span className="shrink-0 tabular-nums text-muted">{count(source.visitors)}</span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-pill bg-subtle" aria-hidden>
                <div className="h-full rounded-pill bg-accent/60" style={{ width: `${Math.max(2, (source.visitors / most) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
