import {
  TASK_OUTCOME_LABELS,
  TASK_OUTCOMES,
  type PrototypeTestResults,
  type TaskOutcome,
  type TaskResults,
} from "@shared/contracts/prototype-tests";
import { count, duration, mean, NONE, pathText, percent, score, screenNames } from "./results-format";
import { ScreenHeatmap } from "./screen-heatmap";

/** One colour per outcome: successes green, giving up amber, leaving grey; the labels beside them are what is read. */
const OUTCOME_COLOURS: Record<TaskOutcome, string> = {
  direct: "bg-success",
  indirect: "bg-success/45",
  "gave-up": "bg-warning",
  left: "bg-muted/50",
};

type TaskProps = { task: TaskResults; results: PrototypeTestResults };

/**
 * One task's results (docs/product.md#prototype-tests): testers, the share of each outcome,
 * median time, misclick rate, mean ease and usability score; then each screen its runs showed,
 * with its heatmap and figures; then the five most common paths.
 */
export function TaskResultsSection({ task, results }: TaskProps) {
  const { test } = results;
  const name = screenNames(test.wireframes);
  const setup = test.tasks[task.index];
  const ended = TASK_OUTCOMES.reduce((sum, outcome) => sum + task.outcomes[outcome], 0);
  const headingId = `task-${task.index}-heading`;
  return (
    <section aria-labelledby={headingId} className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">Task {task.index + 1}</p>
        <h2 id={headingId} className="break-words text-lg font-medium">
          {task.text}
        </h2>
        {setup && <p className="break-words text-sm text-muted">Expected path: {pathText(setup.expectedPath, name)}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure
          label="Testers"
          value={count(task.testers)}
          note={task.inProgress > 0 ? `${count(task.inProgress)} in progress` : undefined}
        />
        <Figure label="Median time" value={duration(task.medianTimeMs)} />
        <Figure label="Misclick rate" value={percent(task.misclickRate)} />
        <Figure
          label="Mean ease"
          value={task.meanEase === null ? NONE : `${mean(task.meanEase)} / 7`}
          note={task.easeAnswers > 0 ? `${count(task.easeAnswers)} ${task.easeAnswers === 1 ? "answer" : "answers"}` : undefined}
        />
        <Figure label="Usability score" value={score(task.usabilityScore)} />
      </dl>
      <Outcomes task={task} ended={ended} />
      {task.screens.length > 0 && <Screens task={task} results={results} name={name} />}
      <Paths paths={task.paths} name={name} />
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-control border border-border bg-canvas p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-medium tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** The share of each outcome among the runs that ended, as one bar and as a list. */
function Outcomes({ task, ended }: { task: TaskResults; ended: number }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Outcomes</h3>
      {ended === 0 ? (
        <p className="text-sm text-muted">No tester has ended this task yet.</p>
      ) : (
        <>
          <div className="flex h-3 w-full overflow-hidden rounded-pill bg-subtle" aria-hidden>
            {TASK_OUTCOMES.map((outcome) =>
              task.outcomes[outcome] > 0 ? (
                <span key={outcome} className={OUTCOME_COLOURS[outcome]} style={{ width: `${(task.outcomes[outcome] / ended) * 100}%` }} />
              ) : null,
            )}
          </div>
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {TASK_OUTCOMES.map((outcome) => (
              <li key={outcome} className="flex items-center gap-2" data-outcome={outcome}>
                <span className={`h-2.5 w-2.5 shrink-0 rounded-pill ${OUTCOME_COLOURS[outcome]}`} aria-hidden />
                <span className="flex-1">{TASK_OUTCOME_LABELS[outcome]}</span>
                <span className="tabular-nums">
                  {percent(task.outcomes[outcome] / ended)} <span className="text-muted">({count(task.outcomes[outcome])})</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

type ScreensProps = { task: TaskResults; results: PrototypeTestResults; name: (screenId: string) => string };

/** Per screen: its heatmap beside its figures; on a phone each screen stacks. */
function Screens({ task, results, name }: ScreensProps) {
  const { test } = results;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Screens</h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {task.screens.map((figures) => {
          const screen = test.wireframes.screens.find((s) => s.id === figures.screenId);
          const heatmap = results.heatmaps[figures.screenId];
          const clicks = heatmap?.clicks.filter((click) => click.task === task.index) ?? [];
          return (
            <li key={figures.screenId} className="flex min-w-0 flex-col gap-3 rounded-control border border-border p-3">
              <h4 className="break-words text-sm font-medium">{name(figures.screenId)}</h4>
              {screen && <ScreenHeatmap screen={screen} device={test.wireframes.device} clicks={clicks} merged={heatmap?.merged ?? null} />}
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">Visits</dt>
                <dd className="text-right tabular-nums">{count(figures.visits)}</dd>
                <dt className="text-muted">Misclick rate</dt>
                <dd className="text-right tabular-nums">{percent(figures.misclickRate)}</dd>
                <dt className="text-muted">Average time</dt>
                <dd className="text-right tabular-nums">{duration(figures.averageTimeMs)}</dd>
                <dt className="text-muted">Drop-off</dt>
                <dd className="text-right tabular-nums">{percent(figures.dropOff)}</dd>
                <dt className="text-muted">Usability score</dt>
                <dd className="text-right tabular-nums">{score(figures.usabilityScore)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The five most common paths of the runs that ended, screen names in order, with how many took each. */
function Paths({ paths, name }: { paths: TaskResults["paths"]; name: (screenId: string) => string }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Most common paths</h3>
      {paths.length === 0 ? (
        <p className="text-sm text-muted">No paths yet: they show once testers end the task.</p>
      ) : (
        <ol className="flex flex-col gap-1.5 text-sm">
          {paths.map((path, index) => (
            <li key={index} className="flex min-w-0 items-baseline gap-3 rounded-control bg-subtle px-3 py-2">
              <span className="min-w-0 flex-1 break-words">
                {pathText(path.screens, name)}
                {path.more && " → …"}
              </span>
              <span className="shrink-0 tabular-nums text-muted">
                {count(path.count)} {path.count === 1 ? "tester" : "testers"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
