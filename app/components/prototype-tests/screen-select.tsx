import type { ComponentProps } from "react";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";
import { Field } from "~/components/launch/publish-dialog-fields";
import { screenLabel } from "./test-draft";

type ScreenChoiceProps = Omit<ComponentProps<"select">, "value" | "onChange" | "children"> & {
  set: WireframeSet;
  value: string;
  onChange: (screenId: string) => void;
};

/** A choice of one of the set's screens, by the name the task fields show (a task's start, goal or path step). */
export function ScreenChoice({ set, value, onChange, className, ...rest }: ScreenChoiceProps) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn(fieldClasses, "h-10 py-2 media-[(pointer:coarse)]:h-11", className)}
    >
      {set.screens.map((screen) => (
        <option key={screen.id} value={screen.id}>
          {screenLabel(screen)}
        </option>
      ))}
    </select>
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

/** A labelled screen choice with its error under it (a task's start or goal screen). */
export function ScreenSelect({ id, label, set, value, onChange, error, disabled }: ScreenSelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      <ScreenChoice
        id={id}
        set={set}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      />
    </Field>
  );
}
