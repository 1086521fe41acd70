import { Plus, Route, Trash2, X } from "lucide-react";
import { PROTOTYPE_TEST_LIMITS } from "@shared/contracts/prototype-tests";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";
import { Field } from "~/components/launch/publish-dialog-fields";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/use-form-state";
import { errorAt, newTask, screenLabel, taskErrorKey, type TaskDraft } from "./test-draft";

type TasksProps = {
  id: string;
  set: WireframeSet;
  tasks: TaskDraft[];
  onChange: (tasks: TaskDraft[]) => void;
  errors: FieldErrors;
  disabled: boolean;
};

const selectClasses = cn(fieldClasses, "h-10 py-2 media-[(pointer:coarse)]:h-11");

/** "Tasks": one or more, each its words, a start and a goal screen, and optionally the path it expects. */
export function TaskFields({ id, set, tasks, onChange, errors, disabled }: TasksProps) {
  const update = (index: number, patch: Partial<TaskDraft>) =>
    onChange(tasks.map((task, at) => (at === index ? { ...task, ...patch } : task)));
  const listError = errorAt(errors, "tasks");
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={listError ? `${id}-message` : undefined}>
      <legend className="mb-1 text-sm font-medium">Tasks</legend>
      <p className="-mt-1 text-sm text-muted">
        What each tester is asked to do, from a start screen until they reach the goal screen. Without an expected path, the shortest path
        through the links counts as expected.
      </p>
      <ol className="flex flex-col gap-3">
        {tasks.map((task, index) => (
          <li key={task.key}>
            <TaskField
              id={`${id}-${task.key}`}
              index={index}
              set={set}
              task={task}
              onChange={(patch) => update(index, patch)}
              onRemove={tasks.length > 1 ? () => onChange(tasks.filter((_, at) => at !== index)) : undefined}
              errors={errors}
              disabled={disabled}
            />
          </li>
        ))}
      </ol>
      {listError && (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      {tasks.length < PROTOTYPE_TEST_LIMITS.tasks && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange([...tasks, newTask(set)])}
          disabled={disabled}
        >
          <Plus size={16} aria-hidden />
          Add a task
        </Button>
      )}
    </fieldset>
  );
}

type TaskProps = {
  id: string;
  index: number;
  set: WireframeSet;
  task: TaskDraft;
  onChange: (patch: Partial<TaskDraft>) => void;
  onRemove?: () => void;
  errors: FieldErrors;
  disabled: boolean;
};

function TaskField({ id, index, set, task, onChange, onRemove, errors, disabled }: TaskProps) {
  const error = (field: Parameters<typeof taskErrorKey>[1]) => errorAt(errors, taskErrorKey(index, field));
  const number = index + 1;
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-card border border-border p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Task {number}</h3>
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove task ${number}`}>
            <Trash2 size={16} aria-hidden />
            Remove
          </Button>
        )}
      </div>
      <Field id={`${id}-text`} label={`Task ${number}: what to do`} error={error("text")}>
        <Input
          id={`${id}-text`}
          value={task.text}
          maxLength={PROTOTYPE_TEST_LIMITS.taskText + 20}
          placeholder="Order a meal box for Friday"
          onChange={(event) => onChange({ text: event.target.value })}
          disabled={disabled}
          aria-invalid={error("text") ? true : undefined}
          aria-describedby={error("text") ? `${id}-text-message` : undefined}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <ScreenSelect
          id={`${id}-start`}
          label={`Task ${number}: start screen`}
          set={set}
          value={task.startScreenId}
          onChange={(startScreenId) => onChange({ startScreenId })}
          error={error("startScreenId")}
          disabled={disabled}
        />
        <ScreenSelect
          id={`${id}-goal`}
          label={`Task ${number}: goal screen`}
          set={set}
          value={task.goalScreenId}
          onChange={(goalScreenId) => onChange({ goalScreenId })}
          error={error("goalScreenId")}
          disabled={disabled}
        />
      </div>
      <ExpectedPath
        id={`${id}-path`}
        number={number}
        set={set}
        task={task}
        onChange={onChange}
        error={error("expectedPath")}
        disabled={disabled}
      />
    </div>
  );
}

type ScreenSelectProps = {
  id: string;
  label: string;
  set: WireframeSet;
  value: string;
  onChange: (screenId: string) => void;
  error?: string;
  disabled: boolean;
};

function ScreenSelect({ id, label, set, value, onChange, error, disabled }: ScreenSelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className={selectClasses}
      >
        {set.screens.map((screen) => (
          <option key={screen.id} value={screen.id}>
            {screenLabel(screen)}
          </option>
        ))}
      </select>
    </Field>
  );
}

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
function ExpectedPath({ id, number, set, task, onChange, error, disabled }: PathProps) {
  const nameOf = (screenId: string) => {
    const screen = set.screens.find((s) => s.id === screenId);
    return screen ? screenLabel(screen) : screenId;
  };
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
            <select
              value={step}
              onChange={(event) => setStep(at, event.target.value)}
              disabled={disabled}
              aria-label={`Task ${number}: step ${at + 2} of the expected path`}
              className={cn(selectClasses, "min-w-0 flex-1")}
            >
              {set.screens.map((screen) => (
                <option key={screen.id} value={screen.id}>
                  {screenLabel(screen)}
                </option>
              ))}
            </select>
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
