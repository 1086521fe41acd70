import { Info, Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { PrototypeTest, PrototypeTestResults } from "@shared/contracts/prototype-tests";
import type { ValidationResult } from "@shared/contracts/validate-ux";
import { comparePrediction } from "@shared/prototype-test-comparison";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PredictionAgreement } from "./prediction-agreement";
import { SyntheticVsRealRow } from "./synthetic-vs-real-row";

type SyntheticVsRealProps = {
  test: Pick<PrototypeTest, "tasks">;
  results: Pick<PrototypeTestResults, "tasks">;
  /** The product's saved Prototype Validator result for these screens, if there is one. */
  prediction: { results: readonly ValidationResult[] } | null;
  /** Runs the Prototype Validator on the test's screens and tasks; the page passes the new result back in. */
  onRunPrediction: () => void | Promise<void>;
};

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
      {matched && <PredictionAgreement comparison={comparison} />}

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
            <SyntheticVsRealRow key={task.index} task={task} />
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
