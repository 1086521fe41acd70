import { useCallback, useEffect, useRef, useState } from "react";
import { ClientApiError } from "./api-client";
import { getErrorMessage } from "./error-message";

/** Messages by field name; `form` is the one shown above the buttons (a refusal that names no field). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field | "form", string>>;

/** The fields of a draft: an object's keys; a single value (a title) has none but `form`. */
type FieldOf<Draft> = Draft extends object ? Extract<keyof Draft, string> : never;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What checks a draft: a shared zod request schema (its `safeParse`), so the form says what the server would. */
export type DraftCheck<Value> = {
  safeParse(value: unknown): { success: true; data: Value } | { success: false; error: { issues: readonly Issue[] } };
};

/**
 * The first message per field of a failed check, keyed by the field's name, so each message
 * shows under its own field (the contract's words, the same the server would answer). A
 * message about the whole value goes to `form`.
 */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A server refusal under the form's fields: each path the answer names in `fields` goes where
 * `fieldOf` places it (null: the form shows no such field). The refusal's message goes above the
 * buttons when no path found a field, so no message is lost and none is placed by its words.
 */
export function refusalErrors<Field extends string>(
  error: unknown,
  fallbackError: string,
  fieldOf: (path: string) => Field | null,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const fields = error instanceof ClientApiError ? (error.fields ?? {}) : {};
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOf(path);
    if (field !== null) errors[field] ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = getErrorMessage(error, fallbackError);
  return errors;
}

/** A path's first step when the draft has such a field (`target.date` → `target`), else null. */
const draftFieldOf =
  <Draft>(draft: Draft) =>
  (path: string): FieldOf<Draft> | null => {
    const field = path.split(".")[0]!;
    return typeof draft === "object" && draft !== null && Object.hasOwn(draft, field) ? (field as FieldOf<Draft>) : null;
  };

type FormStateOptions<Draft, Value> = {
  initial: Draft | (() => Draft);
  check: DraftCheck<Value>;
  /** Shown as the form's error when the save fails without a message of its own. */
  fallbackError: string;
  /** Where a failed save's messages go; by default each field the answer names (`refusalErrors`), else the form's own error. */
  serverErrors?: (error: unknown) => FieldErrors<FieldOf<Draft>>;
};

/**
 * One submission: the draft checked with the contract (each message under its field, nothing
 * sent), then `save` with the checked value (`onSaving` just before). Resolves null once saved,
 * else the errors to show: the contract's, or the refusal's (`serverErrors`, by default each
 * message under the draft's field its path names, else the form's own error: the error's message
 * or `fallbackError`).
 */
export async function submitDraft<Draft, Value>(
  draft: Draft,
  { check, fallbackError, serverErrors }: Omit<FormStateOptions<Draft, Value>, "initial">,
  save: (value: Value) => Promise<void>,
  onSaving: () => void = () => undefined,
): Promise<FieldErrors<FieldOf<Draft>> | null> {
  const checked = check.safeParse(draft);
  if (!checked.success) return fieldErrors(checked.error.issues) as FieldErrors<FieldOf<Draft>>;
  onSaving();
  try {
    await save(checked.data);
    return null;
  } catch (error) {
    if (serverErrors) return serverErrors(error);
    return refusalErrors(error, fallbackError, draftFieldOf(draft));
  }
}

/**
 * One form's draft, its errors and whether it is saving (see `submitDraft`), one submission at a
 * time; a refusal keeps the draft. Any edit clears the errors.
 */
export function useFormState<Draft, Value>({ initial, ...options }: FormStateOptions<Draft, Value>) {
  const [draft, setDraftState] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<Draft>>>({});
  const [saving, setSaving] = useState(false);
  // A second Enter before the next render must not send twice.
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setDraft = useCallback((next: Draft) => {
    setDraftState(next);
    setErrors({});
  }, []);

  const change = useCallback((patch: Partial<Draft>) => {
    setDraftState((current) => ({ ...current, ...patch }));
    setErrors({});
  }, []);

  /** Starts again from `next` (or keeps the draft), with no errors. */
  const reset = useCallback((next?: Draft) => {
    if (next !== undefined) setDraftState(next);
    setErrors({});
  }, []);

  /** Resolves true once `save` succeeded; false when the draft was refused here or by the server. */
  const submit = async (save: (value: Value) => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      const refused = await submitDraft(draft, options, save, () => setSaving(true));
      // A save that closes the form unmounts it: nothing is left to update.
      if (refused && mounted.current) setErrors(refused);
      return refused === null;
    } finally {
      busy.current = false;
      if (mounted.current) setSaving(false);
    }
  };

  return { draft, setDraft, change, errors, saving, submit, reset };
}
