import { AiLimitNotice } from "~/components/ai-limit-notice";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { quotaLeftText, type AiQuota } from "~/lib/ai-quota";
import { useAiQuota, useResetText } from "~/lib/use-ai-quota";

/** Today's AI requests: how many are left, how many were used, and when the count starts again. */
export function AiUsageCard() {
  const quota = useAiQuota();
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI requests</CardTitle>
        <CardDescription>
          Every chat reply and every tool run uses one request. The count starts again each day at midnight UTC.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {quota ? <Usage quota={quota} /> : <p className="text-sm text-muted">Your usage is not available right now.</p>}
      </CardContent>
    </Card>
  );
}

function Usage({ quota }: { quota: AiQuota }) {
  const reset = useResetText(quota.resetsAt);
  const share = quota.limit > 0 ? Math.min(100, (quota.used / quota.limit) * 100) : 100;
  const bar = quota.remaining <= 0 ? "bg-danger" : quota.remaining <= quota.limit / 10 ? "bg-warning" : "bg-accent";
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-medium" data-testid="profile-ai-quota">
        {quotaLeftText(quota.remaining)}
      </p>
      <div
        role="meter"
        aria-label="AI requests used today"
        aria-valuemin={0}
        aria-valuemax={quota.limit}
        aria-valuenow={quota.used}
        aria-valuetext={`${quota.used} of ${quota.limit} used`}
        className="h-2 overflow-hidden rounded-pill bg-subtle"
      >
        <div className={`h-full rounded-pill ${bar} transition-[width] duration-200`} style={{ width: `${share}%` }} />
      </div>
      {quota.remaining <= 0 ? (
        <AiLimitNotice />
      ) : (
        <p className="text-sm text-muted">
          {quota.used} of {quota.limit} used today. The count starts again {reset}.
        </p>
      )}
    </div>
  );
}
