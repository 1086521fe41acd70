import { CircleCheck, Sparkles } from "lucide-react";

const PLAN = ["Plant listings with photos", "Swap requests and chat", "Neighbourhood map", "Trust badges after a swap"];

/**
 * A static picture of a result — an idea, its MVP plan and a user flow — drawn in HTML and SVG,
 * so the landing page ships no diagram code. Decorative: the text above says the same thing.
 */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mt-16 w-full max-w-4xl text-left">
      <div className="card overflow-hidden shadow-[0_24px_64px_-24px_rgb(0_0_0/0.25)]">
        <div className="flex items-center gap-1.5 border-b border-border bg-subtle/60 px-4 py-3">
          <span className="h-2.5 w-2.5 rounded-full bg-border" />
          <span className="h-2.5 w-2.5 rounded-full bg-border" />
          <span className="h-2.5 w-2.5 rounded-full bg-border" />
          <span className="ml-3 text-[13px] text-muted">Startup Builder</span>
        </div>
        <div className="grid md:grid-cols-[5fr_7fr]">
          <div className="flex flex-col gap-5 border-border p-5 md:border-r sm:p-6">
            <div className="self-end rounded-card rounded-br-[4px] bg-accent px-4 py-2.5 text-sm text-accent-ink">
              A marketplace where neighbours swap houseplants
            </div>
            <div className="flex flex-col gap-3">
              <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
                <Sparkles size={16} className="text-accent" /> MVP plan
              </p>
              <ul className="flex flex-col gap-2">
                {PLAN.map((item) => (
                  <li key={item} className="flex items-center gap-2 text-sm text-muted">
                    <CircleCheck size={16} className="shrink-0 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <FlowSketch />
        </div>
      </div>
    </div>
  );
}

function FlowSketch() {
  const node = "absolute -translate-x-1/2 -translate-y-1/2 whitespace-nowrap border text-[13px] font-medium shadow-sm";
  return (
    <div className="relative hidden h-[300px] bg-[radial-gradient(rgb(var(--c-border))_1px,transparent_1px)] bg-[size:16px_16px] md:block">
      <svg className="absolute inset-0 h-full w-full" viewBox="0 0 100 100" preserveAspectRatio="none">
        <g className="stroke-muted/60" strokeWidth="1.2" fill="none" vectorEffect="non-scaling-stroke">
          <path d="M50 12 V28" vectorEffect="non-scaling-stroke" />
          <path d="M50 40 V50" vectorEffect="non-scaling-stroke" />
          <path d="M50 62 C50 70, 26 68, 26 78" vectorEffect="non-scaling-stroke" />
          <path d="M50 62 C50 70, 74 68, 74 78" vectorEffect="non-scaling-stroke" />
        </g>
      </svg>
      <span className={`${node} left-1/2 top-[10%] rounded-full border-border bg-surface px-3 py-1 text-muted`}>Start</span>
      <span className={`${node} left-1/2 top-[34%] rounded-control border-border bg-surface px-4 py-2 text-ink`}>Browse nearby plants</span>
      <span className={`${node} left-1/2 top-[56%] rounded-control border-warning/40 bg-surface px-4 py-2 text-ink`}>
        <span className="mr-1.5 inline-block h-2 w-2 rotate-45 bg-warning align-middle" />
        Found a match?
      </span>
      <span className={`${node} left-[26%] top-[84%] rounded-full border-success/40 bg-surface px-4 py-2 text-success`}>Request swap</span>
      <span className={`${node} left-[74%] top-[84%] rounded-full border-danger/40 bg-surface px-4 py-2 text-danger`}>Save search</span>
    </div>
  );
}
