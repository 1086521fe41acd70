import { useCallback, useEffect, useRef, useState } from "react";
import { ClientApiError } from "./api-client";
import { getErrorMessage } from "./error-message";
import { useLiveCheck, type LiveCheck, type LiveCheckState } from "./use-live-check";

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

type FormStateOptions<Draft, Value, Field extends string> = {
  initial: Draft | (() => Draft);
  check: DraftCheck<Value>;
  /** Shown as the form's error when the save fails without a message of its own. */
  fallbackError: string;
  /**
   * The field a path shows under, for the check's messages and the server's `fields` alike
   * (`target.signups` → its own input), null: the form has no such field. By default a path's
   * first step when the draft has it.
   */
  fieldOf?: (path: string) => Field | null;
  /** What must hold before sending beyond the contract (a product chosen); the contract's message of a field comes first. */
  precheck?: (draft: Draft) => FieldErrors<Field>;
  /** Where a failed save's messages go when the form knows better than the answer's paths; null: by its paths. */
  serverErrors?: (error: unknown) => FieldErrors<Field> | null;
  /**
   * One field checked as it is typed (`useLiveCheck`): its refusal holds the form back like the
   * pre-check's, and a refusal of that field by the server asks again (taken meanwhile).
   */
  live?: { field: Field; value: (draft: Draft) => string; check: LiveCheck; enabled?: boolean };
};

type SubmitOptions<Draft, Value, Field extends string> = Omit<FormStateOptions<Draft, Value, Field>, "initial" | "live">;

/** The check's messages under the fields their paths name (`fieldOf`), else under the first step of each path. */
function checkErrors<Field extends string>(issues: readonly Issue[], fieldOf?: (path: string) => Field | null): FieldErrors<Field> {
  if (!fieldOf) return fieldErrors(issues) as FieldErrors<Field>;
  const errors: FieldErrors<Field> = {};
  for (const { path, message } of issues) errors[(path.length > 0 && fieldOf(path.join("."))) || "form"] ??= message;
  return errors;
}

/**
 * One submission: the draft checked with the contract and the pre-check (each message under its
 * field, nothing sent), then `save` with the checked value (`onSaving` just before). Resolves
 * null once saved, else the errors to show: the checks', or the refusal's (`serverErrors`, else
 * each message of the answer's `fields` under the field its path names, else the form's own
 * error: the error's message or `fallbackError`).
 */
export async function submitDraft<Draft, Value, Field extends string = FieldOf<Draft>>(
  draft: Draft,
  { check, fallbackError, fieldOf, precheck, serverErrors }: SubmitOptions<Draft, Value, Field>,
  save: (value: Value) => Promise<void>,
  onSaving: () => void = () => undefined,
): Promise<FieldErrors<Field> | null> {
  const checked = check.safeParse(draft);
  const errors: FieldErrors<Field> = checked.success ? {} : checkErrors(checked.error.issues, fieldOf);
  for (const [field, message] of Object.entries(precheck?.(draft) ?? {}) as [Field | "form", string | undefined][])
    if (message) errors[field] ??= message;
  if (!checked.success || Object.keys(errors).length > 0) return errors;
  onSaving();
  try {
    await save(checked.data);
    return null;
  } catch (error) {
    return serverErrors?.(error) ?? refusalErrors(error, fallbackError, fieldOf ?? (draftFieldOf(draft) as (path: string) => Field | null));
  }
}

/** The live check's refusal as the pre-check's message under its field. */
const liveRefusal = <Field extends string>(field: Field | undefined, state: LiveCheckState): FieldErrors<Field> =>
  field !== undefined && state.kind === "refused" ? ({ [field]: state.message } as FieldErrors<Field>) : {};

/**
 * One form's draft, its errors and whether it is saving (see `submitDraft`), one submission at a
 * time; a refusal keeps the draft. Any edit clears the errors. With `live`, also what the live
 * check says of its field (`live`).
 */
export function useFormState<Draft, Value, Field extends string = FieldOf<Draft>>({
  initial,
  live: liveOptions,
  ...options
}: FormStateOptions<Draft, Value, Field>) {
  const [draft, setDraftState] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const [recheck, setRecheck] = useState(0);
  const live = useLiveCheck(liveOptions ? liveOptions.value(draft) : "", liveOptions?.check, {
    enabled: Boolean(liveOptions) && liveOptions?.enabled !== false,
    recheck,
  });
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
    const precheck = (value: Draft) => ({ ...liveRefusal(liveOptions?.field, live), ...options.precheck?.(value) });
    try {
      const refused = await submitDraft(draft, { ...options, precheck }, save, () => setSaving(true));
      // A save that closes the form unmounts it: nothing is left to update.
      if (refused && mounted.current) {
        setErrors(refused);
        if (liveOptions && refused[liveOptions.field]) setRecheck((n) => n + 1);
      }
      return refused === null;
    } finally {
      busy.current = false;
      if (mounted.current) setSaving(false);
    }
  };

  return { draft, setDraft, change, errors, saving, submit, reset, live };
}
