import { CpuIcon } from "lucide-react";

/**
 * The visible "Offline model" label. Shown whenever the built-in offline model answers
 * (`offline` from `GET /api/usage` or a loader's `describeModel`), so nobody mistakes its
 * canned, deterministic answers for real AI.
 */
export function OfflineModelBadge({ offline, className = "" }: { offline: boolean; className?: string }) {
  if (!offline) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border border-warning/40 bg-warning/10 px-2.5 py-0.5 text-xs font-medium text-ink ${className}`}
      title="Answers come from the built-in offline model, not a real AI model. Configure AI_PROVIDER to use Workers AI or an OpenAI-compatible server."
      data-testid="offline-model-badge"
    >
      <CpuIcon aria-hidden="true" className="size-3.5 text-warning" />
      Offline model
    </span>
  );
}
