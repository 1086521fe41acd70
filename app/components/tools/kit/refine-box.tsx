import { WandSparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { AiLimitNotice } from "~/components/ai-limit-notice";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { useAiLimit } from "~/lib/use-ai-quota";

/** An instruction is 1–2,000 characters once trimmed (the refine contract's limit). */
export const MAX_INSTRUCTION_CHARS = 2_000;

type RefineBoxProps = {
  /** Starts the refinement (a failure is shown where the result was). */
  onRefine: (instruction: string) => Promise<unknown>;
  /** A run or refinement is on its way. */
  busy: boolean;
  /** False until the view has hydrated. */
  ready: boolean;
  /** Why no refinement can be made now (the result holds the most versions it may), or null. */
  blocked?: string | null;
  /** Names the form where a screen has more than one result (the plan and its landing page). */
  name?: string;
  /** The newest version: once one is made from this field's instruction (also by "Try again"), the field empties. */
  latest?: { number: number; note: string | null };
  /** The question and button, where a box refines a part of the result (one wireframe screen). */
  question?: string;
  submitLabel?: string;
  placeholder?: string;
};

/**
 * Under every tool result: "What should change?" and Refine (Ctrl/Cmd+Enter). The new version
 * streams in where the result was; the field waits while a run is on and once today's AI
 * requests are used up.
 */
export function RefineBox({
  onRefine,
  busy,
  ready,
  blocked = null,
  name = "Refine this result",
  latest,
  question = "What should change?",
  submitLabel = "Refine",
  placeholder = "e.g. Make it shorter, aim it at students, add a free plan",
}: RefineBoxProps) {
  const id = useId();
  const [instruction, setInstruction] = useState("");
  const [error, setError] = useState<string | null>(null);
  const latestNote = latest?.note ?? null;
  useEffect(() => {
    if (latestNote) setInstruction((current) => (current.trim() === latestNote ? "" : current));
  }, [latest?.number, latestNote]);
  const { exhausted } = useAiLimit();
  const disabled = busy || !ready || exhausted || Boolean(blocked);

  const submit = async () => {
    if (disabled) return;
    const text = instruction.trim();
    if (!text) {
      setError("Say what should change, e.g. “Make it shorter” or “Focus on students”.");
      return;
    }
    setError(null);
    await onRefine(text);
  };

  const message = blocked ?? error;
  return (
    <form
      className="card flex flex-col gap-2 p-4 sm:p-5"
      aria-label={name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={`${id}-instruction`}>{question}</Label>
      <Textarea
        id={`${id}-instruction`}
        rows={2}
        className="resize-y"
        value={instruction}
        maxLength={MAX_INSTRUCTION_CHARS}
        readOnly={!ready}
        disabled={busy || exhausted || Boolean(blocked)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : `${id}-hint`}
        onChange={(event) => {
          setInstruction(event.target.value);
          if (error && event.target.value.trim()) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          A refinement becomes a new version; earlier ones stay under “Version”. Ctrl + Enter refines.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <AiLimitNotice id={`${id}-limit`} className="sm:mr-auto" />
        <Button type="submit" disabled={disabled} aria-describedby={exhausted ? `${id}-limit` : undefined} className="w-full sm:w-auto">
          {busy ? <Spinner /> : <WandSparkles size={16} aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
