import { Plus, Trash2 } from "lucide-react";
import { PROTOTYPE_TEST_LIMITS } from "@shared/contracts/prototype-tests";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/launch/publish-dialog-fields";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/use-form-state";
import { ExpectedPathFields } from "./expected-path-fields";
import { ScreenSelect } from "./screen-select";
import { errorAt, newTask, taskErrorKey, type TaskDraft } from "./test-draft";

type TasksProps = {
  id: string;
  set: WireframeSet;
  tasks: TaskDraft[];
  onChange: (tasks: TaskDraft[]) => void;
  errors: FieldErrors;
  disabled: boolean;
};

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
      <ExpectedPathFields
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
