import { CpuIcon, Gauge } from "lucide-react";
import { quotaLeftText, type AiQuota } from "~/lib/ai-quota";

type BadgeProps = {
  offline: boolean;
  /** Today's quota (signed-in pages): "N AI requests left today" beside the label, or alone when a real model answers. */
  quota?: AiQuota | null;
  className?: string;
  /** False hides the quota text below the sm breakpoint (a top bar too narrow for it). */
  quotaOnPhone?: boolean;
};

/**
 * The visible "Offline model" label. Shown whenever the built-in offline model answers
 * (`offline` from `GET /api/usage` or a loader's `describeModel`), so nobody mistakes its
 * canned, deterministic answers for real AI. Signed in, today's AI quota sits beside it, so the
 * limit is never a surprise.
 */
export function OfflineModelBadge({ offline, quota = null, className = "", quotaOnPhone = true }: BadgeProps) {
  if (!offline && !quota) return null;
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      {offline && (
        <span
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-warning/40 bg-warning/10 px-2.5 py-0.5 text-xs font-medium text-ink"
          title="Answers come from the built-in offline model, not a real AI model. Configure AI_PROVIDER to use Workers AI or an OpenAI-compatible server."
          data-testid="offline-model-badge"
        >
          <CpuIcon aria-hidden="true" className="size-3.5 text-warning" />
          Offline model
        </span>
      )}
      {quota && <AiQuotaText quota={quota} className={quotaOnPhone ? "inline-flex" : "hidden sm:inline-flex"} />}
    </span>
  );
}

/** "N AI requests left today"; red once none are left, amber for the last tenth. `className` sets its display. */
export function AiQuotaText({ quota, className = "inline-flex" }: { quota: AiQuota; className?: string }) {
  const tone = quota.remaining <= 0 ? "text-danger" : quota.remaining <= quota.limit / 10 ? "text-warning" : "text-muted";
  return (
    <span
      className={`items-center gap-1 whitespace-nowrap text-xs font-medium ${tone} ${className}`}
      title={`${quota.used} of ${quota.limit} AI requests used today`}
      data-testid="ai-quota"
    >
      <Gauge aria-hidden="true" className="size-3.5 shrink-0" />
      {quotaLeftText(quota.remaining)}
    </span>
  );
}
