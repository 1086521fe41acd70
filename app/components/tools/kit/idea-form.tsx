import { useId, useRef, type ReactNode } from "react";
import { AiLimitNotice } from "~/components/ai-limit-notice";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useAiLimit } from "~/lib/use-ai-quota";
import { GenerateButton } from "./generate-button";

type IdeaFormProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Example ideas the user can click to fill the field (the empty state's "with an example"). */
  examples: readonly string[];
  /** The validation message, shown under the field. */
  error?: string | null;
  busy: boolean;
  /** False until the view has hydrated: until then the field takes no typing and Generate no click. */
  ready: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** More choices before Generate (the wireframes' device). */
  options?: ReactNode;
};

/** The free-text brief every founder tool starts from: label, examples, inline error, generate. */
export function IdeaForm({
  label,
  placeholder,
  value,
  onChange,
  examples,
  error,
  busy,
  ready,
  submitLabel,
  onSubmit,
  options,
}: IdeaFormProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const { exhausted } = useAiLimit();
  const submit = () => {
    if (!busy && ready && !exhausted) onSubmit();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="card p-4 sm:p-6"
      noValidate
    >
      <Label htmlFor={`${id}-idea`}>{label}</Label>
      <Textarea
        ref={field}
        id={`${id}-idea`}
        rows={5}
        className="mt-2 resize-y"
        placeholder={placeholder}
        value={value}
        maxLength={6000}
        // Typing before hydration would be lost when React takes the field over.
        readOnly={!ready}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd + Enter generates without leaving the keyboard.
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
          Plain words are fine: who it is for, the problem, how it helps. Ctrl + Enter generates.
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        <p className="text-sm text-muted" id={`${id}-examples`}>
          Try an example:
        </p>
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" aria-labelledby={`${id}-examples`}>
          {examples.map((example) => (
            <li key={example} className="min-w-0">
              <button
                type="button"
                disabled={!ready}
                className="focus-ring w-full rounded-pill border border-border bg-subtle/60 px-3 py-1.5 text-left text-sm text-ink transition-colors hover:border-founder/50 hover:bg-founder-soft sm:w-auto media-[(pointer:coarse)]:min-h-11"
                onClick={() => {
                  onChange(example);
                  field.current?.focus();
                }}
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {options}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <AiLimitNotice id={`${id}-limit`} className="sm:mr-auto" />
        <GenerateButton label={submitLabel} busyLabel="Generating…" busy={busy} ready={ready} limitId={`${id}-limit`} onClick={submit} />
      </div>
    </form>
  );
}
