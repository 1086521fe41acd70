import { MISSED_BY, type PredictionComparison } from "@shared/prototype-test-comparison";
import { points } from "./results-format";

const box = "flex flex-col gap-1 rounded-control border border-border bg-canvas px-4 py-3";

/** How far the prediction was from the real testers overall: the mean difference and the tasks it missed. */
export function PredictionAgreement({ comparison }: { comparison: PredictionComparison }) {
  const { meanAbsoluteDifference: mean, missed } = comparison;
  return (
    <dl className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3">
      <div className={box}>
        <dt className="text-sm text-muted">Mean difference in success</dt>
        <dd className="text-xl font-medium tabular-nums tracking-tight">{mean === null ? "—" : points(mean)}</dd>
        <dd className="text-xs text-muted">
          {mean === null
            ? "Shown once real testers end a predicted task"
            : "Between predicted and measured success, over the tasks with both"}
        </dd>
      </div>
      <div className={box}>
        <dt className="text-sm text-muted">Missed by more than {MISSED_BY} points</dt>
        <dd className="text-xl font-medium tabular-nums tracking-tight">{mean === null ? "—" : missed.length}</dd>
        <dd className="break-words text-xs text-muted">
          {mean === null
            ? "Shown once real testers end a predicted task"
            : missed.length === 0
              ? `Every prediction was within ${MISSED_BY} points`
              : missed.map((task) => task.text).join(" · ")}
        </dd>
      </div>
    </dl>
  );
}
