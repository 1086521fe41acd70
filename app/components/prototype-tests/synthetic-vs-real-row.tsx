import type { ReactNode } from "react";
import { MISSED_BY, type TaskComparison } from "@shared/prototype-test-comparison";
import { sentimentClasses } from "@tools/validate-ux/client-sentiment";
import { cn } from "~/components/ui/cn";
import { points } from "./results-format";

/** Success rates here are already out of 100. */
const percent = (value: number) => `${Math.round(value)}%`;

/** One task of "Synthetic vs real": a table row from tablet width, a card on a phone with each figure labelled. */
export function SyntheticVsRealRow({ task }: { task: TaskComparison }) {
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
