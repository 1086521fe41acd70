import { Info, Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { PrototypeTest, PrototypeTestResults } from "@shared/contracts/prototype-tests";
import type { ValidationResult } from "@shared/contracts/validate-ux";
import { comparePrediction, MISSED_BY, type PredictionComparison, type TaskComparison } from "@shared/prototype-test-comparison";
import { sentimentClasses } from "~/components/tools/ux-validator/sentiment";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

type SyntheticVsRealProps = {
  test: Pick<PrototypeTest, "tasks">;
  results: Pick<PrototypeTestResults, "tasks">;
  /** The product's saved Prototype Validator result for these screens, if there is one. */
  prediction: { results: readonly ValidationResult[] } | null;
  /** Runs the Prototype Validator on the test's screens and tasks; the page passes the new result back in. */
  onRunPrediction: () => void | Promise<void>;
};

const percent = (value: number) => `${Math.round(value)}%`;
const points = (value: number) => `${Number(value.toFixed(1))} ${value === 1 ? "point" : "points"}`;

/**
 * "Synthetic vs real" on a test's results page (docs/product.md#prototype-tests): per task, the
 * Prototype Validator's prediction beside what real testers did, and how far apart they are. A
 * table from tablet width; one card per task on a phone, each figure labelled on its own line.
 */
export function SyntheticVsReal({ test, results, prediction, onRunPrediction }: SyntheticVsRealProps) {
  const comparison = comparePrediction(test.tasks, results.tasks, prediction);
  const matched = comparison.tasks.some((task) => task.prediction !== null);
  return (
    <section aria-labelledby="synthetic-vs-real-heading" className="card p-5 sm:p-6">
      <h2 id="synthetic-vs-real-heading" className="text-base font-semibold">
        Synthetic vs real
      </h2>
      <p className="text-sm text-muted">What the Prototype Validator's synthetic users predicted, beside what real testers did</p>

      <p className="mt-4 flex items-start gap-2 rounded-control border border-border bg-subtle px-4 py-3 text-sm text-muted">
        <Info size={16} aria-hidden className="mt-0.5 shrink-0 text-designer" />
        <span>
          <strong className="font-medium text-ink">Predictions are simulated, not measured.</strong> The real figures come from your
          testers' clicks; a task's success counts the testers who ended it.
        </span>
      </p>

      {!matched && <RunPrediction saved={prediction !== null} onRun={onRunPrediction} />}
      {matched && <Agreement comparison={comparison} />}

      <div role="table" aria-label="Synthetic vs real, per task" className="mt-5 flex flex-col gap-3 sm:table sm:w-full sm:border-collapse">
        <div role="rowgroup" className="hidden sm:table-header-group">
          <div role="row" className="sm:table-row">
            <Header align="left">Task</Header>
            <Header>Predicted</Header>
            <Header>Sentiment</Header>
            <Header>Measured</Header>
            <Header>Testers</Header>
            <Header>Directly</Header>
            <Header>Difference</Header>
          </div>
        </div>
        <div role="rowgroup" className="flex flex-col gap-3 sm:table-row-group">
          {comparison.tasks.map((task) => (
            <TaskRow key={task.index} task={task} />
          ))}
        </div>
      </div>
    </section>
  );
}

function Header({ align = "right", children }: { align?: "left" | "right"; children: ReactNode }) {
  return (
    <span
      role="columnheader"
      className={cn(
        "sm:table-cell border-b border-border px-3 pb-2 text-xs font-medium uppercase tracking-wide text-muted",
        align === "left" ? "text-left" : "text-right",
      )}
    >
      {children}
    </span>
  );
}

function TaskRow({ task }: { task: TaskComparison }) {
  const missed = task.difference !== null && task.difference > MISSED_BY;
  return (
    <div
      role="row"
      data-testid="synthetic-vs-real-task"
      className="flex flex-col gap-2 rounded-control border border-border p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0"
    >
      <div role="cell" className="min-w-0 sm:table-cell sm:w-full sm:border-b sm:border-border sm:px-3 sm:py-3 sm:align-top">
        <p className="break-words font-medium">
          <span className="sr-only">Task {task.index + 1}: </span>
          {task.text}
        </p>
        <p className="mt-1 max-w-[70ch] text-sm text-muted">{task.sentence}.</p>
        {task.prediction && task.prediction.stickingPoints.length > 0 && <StickingPoints points={task.prediction.stickingPoints} />}
      </div>
      <Figure label="Predicted success">{task.prediction ? percent(task.prediction.successRate) : <None text="No prediction" />}</Figure>
      <Figure label="Predicted sentiment">
        {task.prediction ? (
          <span
            className={cn(
              "inline-flex rounded-pill px-2.5 py-0.5 text-sm font-medium capitalize",
              sentimentClasses(task.prediction.sentiment),
            )}
          >
            {task.prediction.sentiment}
          </span>
        ) : (
          <None text="No prediction" />
        )}
      </Figure>
      <Figure label="Measured success">
        {task.measuredRate === null ? <None text="Nobody has ended it yet" /> : percent(task.measuredRate)}
      </Figure>
      <Figure label="Testers">{task.testers}</Figure>
      <Figure label="Directly">{task.directSuccesses}</Figure>
      <Figure label="Difference">
        {task.difference === null ? (
          <None text="Not both measured and predicted" />
        ) : (
          <span className="inline-flex items-center gap-2">
            {missed && (
              <span className="rounded-pill bg-orange-100 px-2 py-0.5 text-xs font-medium text-orange-800 media-[(prefers-color-scheme:dark)]:bg-orange-500/20 media-[(prefers-color-scheme:dark)]:text-orange-300">
                Missed
              </span>
            )}
            {points(task.difference)}
          </span>
        )}
      </Figure>
    </div>
  );
}

/** A figure: right-aligned in the table; on a phone, its label on the left of the same line. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="cell"
      className="flex items-baseline justify-between gap-3 text-sm sm:table-cell sm:whitespace-nowrap sm:border-b sm:border-border sm:px-3 sm:py-3 sm:text-right sm:align-top"
    >
      <span className="text-muted sm:hidden">{label}</span>
      <span className="tabular-nums">{children}</span>
    </div>
  );
}

function None({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden className="text-muted">
        —
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}

function StickingPoints({ points }: { points: readonly { persona: string; text: string }[] }) {
  return (
    <details className="group mt-2 text-sm">
      <summary className="focus-ring w-fit cursor-pointer rounded-control text-designer">
        Predicted sticking points ({points.length})
      </summary>
      <ul className="mt-2 flex max-w-[70ch] flex-col gap-1.5">
        {points.map((point, i) => (
          <li key={i} className="border-l-2 border-designer pl-3">
            <span className="font-medium">{point.persona}:</span> <span className="text-muted">“{point.text}”</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

const box = "flex flex-col gap-1 rounded-control border border-border bg-canvas px-4 py-3";

function Agreement({ comparison }: { comparison: PredictionComparison }) {
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

function RunPrediction({ saved, onRun }: { saved: boolean; onRun: () => void | Promise<void> }) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await onRun();
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className="mt-5 flex flex-col items-start gap-3 rounded-control border border-dashed border-border p-4">
      <p className="text-sm text-muted">
        {saved
          ? "The saved prediction has none of this test's tasks. Predict them on the test's screens to compare."
          : "No prediction for this test yet. The Prototype Validator's synthetic users can predict how your personas would do on the same screens and tasks."}
      </p>
      <Button variant="outline" size="sm" onClick={() => void run()} disabled={running} aria-busy={running || undefined}>
        <Sparkles size={16} aria-hidden />
        {running ? "Predicting…" : "Predict with synthetic users"}
      </Button>
    </div>
  );
}
