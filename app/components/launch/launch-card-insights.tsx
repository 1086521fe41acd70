import { heroOf } from "@shared/contracts/landing-page";
import { VERDICT_TEXT, type LaunchCard, type Verdict } from "@shared/contracts/launch";
import { MIN_VISITORS_PER_VARIANT } from "@shared/launch-stats";
import { Badge } from "~/components/ui/badge";
import { abVerdict, conversionText, count, plural, targetDate, targetProgress, targetSentence } from "./launch-card-format";

type Page = NonNullable<LaunchCard["page"]>;

export type Tone = "success" | "danger" | "warning" | "muted";
const DOT: Record<Tone, string> = { success: "bg-success", danger: "bg-danger", warning: "bg-warning", muted: "bg-muted" };
const VERDICT_TONE: Record<Verdict, Tone> = { met: "success", "not-met": "danger", "too-little-traffic": "warning" };

/** A status in ink beside a coloured dot: the colour marks it, the text stays readable on any surface. */
export function StatusPill({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-pill border border-border bg-surface px-2.5 py-0.5 text-sm font-medium">
      <span className={`h-2 w-2 rounded-pill ${DOT[tone]}`} aria-hidden />
      {children}
    </span>
  );
}

/** A share of a goal as a thin bar; the numbers beside it are what is read. */
function Progress({ label, value, goal }: { label: string; value: number; goal: number }) {
  const share = Math.min(100, goal > 0 ? (value / goal) * 100 : 0);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-3 text-xs text-muted">
        <span>{label}</span>
        <span className="tabular-nums">{Math.floor(share)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(value, goal)}
        className="h-1.5 overflow-hidden rounded-pill bg-subtle"
      >
        <div className="h-full rounded-pill bg-accent" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/**
 * "Demand target": the sentence the founder committed to before publishing, how far the page has
 * come, and from the date on the verdict (Met, Not met, Too little traffic to tell).
 */
export function DemandTarget({ card, page }: { card: LaunchCard; page: Page }) {
  const target = page.target;
  if (!target || !card.target) return null;
  const { verdict, daysLeft } = card.target;
  return (
    <section aria-labelledby="launch-target-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="launch-target-heading" className="text-sm font-medium">
          Demand target
        </h3>
        {verdict ? (
          <StatusPill tone={VERDICT_TONE[verdict]}>{VERDICT_TEXT[verdict]}</StatusPill>
        ) : (
          <Badge variant="outline">{`Verdict on ${targetDate(target.date)}`}</Badge>
        )}
      </div>
      <p className="text-sm">{targetSentence(target)}</p>
      <p className="text-sm text-muted">{targetProgress(card, target, verdict ? 0 : daysLeft)}</p>
      {!verdict && (
        <div className="flex flex-col gap-2">
          <Progress label="Sign-ups" value={card.totals.signups} goal={target.signups} />
          <Progress label="Visitors" value={card.totals.visitors} goal={target.visitors} />
        </div>
      )}
    </section>
  );
}

/** The A/B headline test: each headline's visitors, sign-ups and conversion, and which one is ahead, said plainly. */
export function HeadlineTest({ card, page }: { card: LaunchCard; page: Page }) {
  if (!card.abTest || !page.headlineB) return null;
  const variants = [
    { name: "A", headline: heroOf(page.doc).headline, stats: card.abTest.a },
    { name: "B", headline: page.headlineB, stats: card.abTest.b },
  ];
  return (
    <section aria-labelledby="launch-ab-heading" className="flex min-w-0 flex-col gap-3">
      <h3 id="launch-ab-heading" className="text-sm font-medium">
        Headline test
      </h3>
      <ul className="flex flex-col gap-2" aria-label="Headlines">
        {variants.map((variant) => (
          <li key={variant.name} className="flex gap-3 rounded-control border border-border p-3">
            <span
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-pill bg-accent-soft text-xs font-semibold text-accent"
              aria-label={`Headline ${variant.name}`}
            >
              {variant.name}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="break-words text-sm font-medium">{variant.headline}</p>
              <p className="text-xs text-muted tabular-nums">
                {plural(variant.stats.visitors, "visitor", "visitors")} · {plural(variant.stats.signups, "sign-up", "sign-ups")}
                {variant.stats.visitors > 0 && ` · ${conversionText(variant.stats.visitors, variant.stats.signups)} conversion`}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-1" aria-live="polite">
        <p className="text-sm font-medium">{abVerdict(card.abTest.probabilityBBeatsA)}</p>
        {card.abTest.probabilityBBeatsA === null && (
          <p className="text-xs text-muted">
            Each headline needs {count(MIN_VISITORS_PER_VARIANT)} visitors; so far A has {count(card.abTest.a.visitors)}, B has{" "}
            {count(card.abTest.b.visitors)}.
          </p>
        )}
      </div>
    </section>
  );
}
