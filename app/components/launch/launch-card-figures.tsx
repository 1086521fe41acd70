import { useId } from "react";
import type { LaunchCard } from "@shared/contracts/launch";
import { chartSummary, conversionText, count, plural, shortDay, sourceName } from "./launch-card-format";

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

/** The drawing's own units: one bar a column, stretched to the card's width by the browser. */
const COLUMN = 10;
const BAR = 7;
/** Visitors on top, sign-ups in a strip of their own under them, each on its own scale: a day's few sign-ups stay visible beside its many visitors. */
const VISITORS_HEIGHT = 90;
const GAP = 12;
const SIGNUPS_HEIGHT = 28;
const HEIGHT = VISITORS_HEIGHT + GAP + SIGNUPS_HEIGHT;

/**
 * A round top for the scale ("40", "50", "100", "250"…) so the top line reads as a number. A
 * few visitors are their own top: one visitor's bar reaches a line labelled "1", not a quarter of "4".
 */
export function niceMax(value: number): number {
  if (value <= 5) return Math.max(1, Math.ceil(value));
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}

/**
 * Visitors per day as bars, and each day's sign-ups in a strip under them in the accent colour.
 * Hand-written SVG (no chart library: the product page's weight budget is tight). The drawing is
 * hidden from screen readers, which get its summary and a list of the days that counted anything.
 */
export function DailyChart({ daily }: { daily: LaunchCard["daily"] }) {
  const id = useId();
  const visitorsTop = niceMax(Math.max(0, ...daily.map((day) => day.visitors)));
  const signupsTop = niceMax(Math.max(0, ...daily.map((day) => day.signups)));
  const bar = (n: number, top: number, height: number) => (n / top) * height;
  const counted = daily.filter((day) => day.visitors > 0 || day.signups > 0 || day.views > 0);
  const summary = chartSummary(daily);
  const width = Math.max(1, daily.length) * COLUMN;
  const scale = "absolute left-0 -translate-y-1/2 bg-surface pr-1 text-xs leading-none text-muted tabular-nums";
  return (
    <figure className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium">Visitors and sign-ups per day</span>
        <span className="flex items-center gap-3 text-muted" aria-hidden>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-accent/30" />
            Visitors
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-accent" />
            Sign-ups
          </span>
        </span>
      </figcaption>
      <div className="relative mt-1" aria-hidden>
        <span className={`${scale} top-0`}>{count(visitorsTop)}</span>
        <span className={scale} style={{ top: `${((VISITORS_HEIGHT + GAP) / HEIGHT) * 100}%` }}>
          {count(signupsTop)}
        </span>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-36 w-full overflow-visible sm:h-40"
          focusable="false"
        >
          <title>{summary}</title>
          {[0.5, VISITORS_HEIGHT / 2, VISITORS_HEIGHT + GAP + 0.5].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              className="stroke-border"
              strokeDasharray="2 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {daily.map((day, i) => {
            const x = i * COLUMN + (COLUMN - BAR) / 2;
            const visitors = bar(day.visitors, visitorsTop, VISITORS_HEIGHT);
            const signups = bar(day.signups, signupsTop, SIGNUPS_HEIGHT);
            return (
              <g key={day.day}>
                <title>{`${shortDay(day.day)}: ${plural(day.visitors, "visitor", "visitors")}, ${plural(day.signups, "sign-up", "sign-ups")}`}</title>
                {/* A full-height hit area, so the day's tooltip shows over an empty day too. */}
                <rect x={i * COLUMN} y={0} width={COLUMN} height={HEIGHT} fill="transparent" />
                {day.visitors > 0 && <rect x={x} y={VISITORS_HEIGHT - visitors} width={BAR} height={visitors} className="fill-accent/30" />}
                {day.signups > 0 && <rect x={x} y={HEIGHT - signups} width={BAR} height={signups} className="fill-accent" />}
              </g>
            );
          })}
          {[VISITORS_HEIGHT - 0.5, HEIGHT - 0.5].map((y) => (
            <line key={y} x1={0} x2={width} y1={y} y2={y} className="stroke-ink/30" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      </div>
      {daily.length > 0 && (
        <div className="flex justify-between text-xs text-muted" aria-hidden>
          <span>{shortDay(daily[0]!.day)}</span>
          <span>Today</span>
        </div>
      )}
      <p className="sr-only">{summary}</p>
      {counted.length > 0 && (
        <ul className="sr-only" aria-label="Visitors and sign-ups by day">
          {counted.map((day) => (
            <li
              key={day.day}
            >{`${shortDay(day.day)}: ${plural(day.visitors, "visitor", "visitors")}, ${plural(day.signups, "sign-up", "sign-ups")}, ${plural(day.views, "page view", "page views")}`}</li>
          ))}
        </ul>
      )}
    </figure>
  );
}
