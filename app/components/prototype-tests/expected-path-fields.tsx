import { Plus, Route, X } from "lucide-react";
import { PROTOTYPE_TEST_LIMITS } from "@shared/contracts/prototype-tests";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { Button } from "~/components/ui/button";
import { ScreenChoice } from "./screen-select";
import { screenNames } from "./results-format";
import type { TaskDraft } from "./test-draft";

type PathProps = {
  id: string;
  number: number;
  set: WireframeSet;
  task: TaskDraft;
  onChange: (patch: Partial<TaskDraft>) => void;
  error?: string;
  disabled: boolean;
};

/** A new step starts at the first screen the step before links to (or that screen again when it links nowhere). */
function linkedFrom(set: WireframeSet, screenId: string): string {
  const screen = set.screens.find((s) => s.id === screenId);
  return screen?.components.find((component) => component.target && component.target !== screenId)?.target ?? screenId;
}

/** "Expected path (optional)": the screens between start and goal, one step at a time; none set means the shortest path. */
export function ExpectedPathFields({ id, number, set, task, onChange, error, disabled }: PathProps) {
  const nameOf = screenNames(set);
  const steps = task.steps;
  if (steps === null) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Expected path: the shortest path through the links.</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onChange({ steps: [] })}
          disabled={disabled}
          aria-label={`Set an expected path for task ${number}`}
        >
          <Route size={16} aria-hidden />
          Set an expected path
        </Button>
      </div>
    );
  }
  const setStep = (at: number, screenId: string) => onChange({ steps: steps.map((step, i) => (i === at ? screenId : step)) });
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-control bg-subtle p-3" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="sr-only">Task {number}: expected path</legend>
      <p className="text-sm font-medium">Expected path</p>
      <ol className="flex flex-col gap-2 text-sm">
        <li className="break-words">1. {nameOf(task.startScreenId)} (start)</li>
        {steps.map((step, at) => (
          <li key={at} className="flex min-w-0 items-center gap-2">
            <span aria-hidden>{at + 2}.</span>
            <ScreenChoice
              set={set}
              value={step}
              onChange={(screenId) => setStep(at, screenId)}
              disabled={disabled}
              aria-label={`Task ${number}: step ${at + 2} of the expected path`}
              className="min-w-0 flex-1"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => onChange({ steps: steps.filter((_, i) => i !== at) })}
              disabled={disabled}
              aria-label={`Remove step ${at + 2} of task ${number}`}
            >
              <X size={16} aria-hidden />
            </Button>
          </li>
        ))}
        <li className="break-words">
          {steps.length + 2}. {nameOf(task.goalScreenId)} (goal)
        </li>
      </ol>
      {error && (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {steps.length + 2 < PROTOTYPE_TEST_LIMITS.pathScreens && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange({ steps: [...steps, linkedFrom(set, steps.at(-1) ?? task.startScreenId)] })}
            disabled={disabled}
          >
            <Plus size={16} aria-hidden />
            Add a step
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ steps: null })} disabled={disabled}>
          Use the shortest path
        </Button>
      </div>
    </fieldset>
  );
}
