import { useId } from "react";
import { renameTitleSchema, SEARCH_LIMITS } from "@shared/contracts/conversations";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useFormState } from "~/lib/use-form-state";

type RenameTitleFieldProps = {
  initialTitle: string;
  /** Saves the cleaned title; throws with a message to show when the server refuses. */
  onSave: (title: string) => Promise<void>;
  onCancel: () => void;
};

/**
 * Inline "Rename" (docs/product.md#search-and-rename): Enter saves, Escape cancels. The title
 * is checked as the server will store it (1–100 characters after clean-up) and, on any error,
 * what was typed stays in the field.
 */
export function RenameTitleField({ initialTitle, onSave, onCancel }: RenameTitleFieldProps) {
  const {
    draft: value,
    setDraft: setValue,
    errors,
    saving,
    submit,
  } = useFormState({
    initial: initialTitle,
    check: renameTitleSchema,
    fallbackError: "Failed to rename",
  });
  // The title is the whole value: its refusal is the form's.
  const error = errors.form;
  const id = useId();

  const save = () => submit(onSave);

  return (
    <form
      className="flex min-w-0 flex-1 flex-col gap-1.5 py-1"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={`${id}-title`} className="sr-only">
        New title
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Input
          id={`${id}-title`}
          value={value}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
          maxLength={SEARCH_LIMITS.rawTitleCharacters}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 basis-40"
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={saving}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
