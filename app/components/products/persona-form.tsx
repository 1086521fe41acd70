import { useId, type KeyboardEvent } from "react";
import { PRODUCT_LIMITS, personaSchema, type Persona } from "@shared/contracts/products";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useFormState } from "~/lib/use-form-state";

type PersonaFormProps = {
  initial?: Persona;
  submitLabel: string;
  /** Saves the persona; throws with the message to show when the server refuses. */
  onSave: (persona: Persona) => Promise<void>;
  onCancel: () => void;
};

const EMPTY: Persona = { name: "", description: "", motivation: "", context: "" };
const TEXT_FIELDS = [
  { key: "description", label: "Description", placeholder: "e.g. Second-year student, studies on the bus, little patience for sign-ups" },
  { key: "motivation", label: "Motivation (optional)", placeholder: "e.g. Finish homework before practice" },
  { key: "context", label: "Context (optional)", placeholder: "e.g. Android phone, patchy data" },
] as const;

/**
 * Adds or edits one persona in place: Enter in the name or Ctrl/⌘ + Enter saves, Escape cancels,
 * and the contract's messages show under their fields.
 */
export function PersonaForm({ initial = EMPTY, submitLabel, onSave, onCancel }: PersonaFormProps) {
  const id = useId();
  const { draft, change, errors, saving, submit } = useFormState({
    initial,
    check: personaSchema,
    fallbackError: "Failed to save the persona",
  });

  const save = () => submit(onSave);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void save();
    }
  };
  const setField = (key: keyof Persona, value: string) => change({ [key]: value });
  const note = (key: keyof Persona, hint: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-note`} role="alert" className="text-sm font-medium text-danger">
        {errors[key]}
      </p>
    ) : (
      <p id={`${id}-${key}-note`} className="text-xs text-muted">
        {hint}
      </p>
    );

  return (
    <form
      noValidate
      aria-label={initial.name ? `Edit persona ${initial.name}` : "New persona"}
      className="card flex flex-col gap-3 border-accent/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Persona name</Label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          autoFocus
          autoComplete="off"
          placeholder="e.g. Maya, the busy student"
          disabled={saving}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${id}-name-note`}
          onKeyDown={onKeyDown}
          onChange={(event) => setField("name", event.target.value)}
        />
        {note("name", `Up to ${PRODUCT_LIMITS.personaNameCharacters} characters`)}
      </div>
      {TEXT_FIELDS.map((field) => (
        <div key={field.key} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
          <Textarea
            id={`${id}-${field.key}`}
            rows={2}
            className="resize-y"
            value={draft[field.key]}
            placeholder={field.placeholder}
            disabled={saving}
            aria-invalid={errors[field.key] ? true : undefined}
            aria-describedby={`${id}-${field.key}-note`}
            onKeyDown={onKeyDown}
            onChange={(event) => setField(field.key, event.target.value)}
          />
          {note(field.key, `Up to ${PRODUCT_LIMITS.personaFieldCharacters.toLocaleString("en-US")} characters`)}
        </div>
      ))}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
