import { AlertTriangle, MessageCircleQuestion, RotateCcw, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AiLimitNotice, getErrorMessage, useAiLimit } from "../kit/client-screen";
import { Button, Label, Spinner, Textarea } from "../kit/client-ui";
import { ASK_PERSONA_QUESTION_MAX_CHARS, type PersonaAnswer } from "@shared/contracts/validate-ux";
import { ASK_FALLBACK } from "./client-ask-persona-api";
import { PersonaAnswers, SimulatedAnswer } from "./client-persona-answer";

/** Asks one question and resolves once the answer is complete (rejects with what went wrong). */
export type AskQuestion = (question: string, onDelta: (text: string) => void, signal: AbortSignal) => Promise<void>;

type AskPersonaProps = {
  name: string;
  /** The answers kept with this card, oldest first. */
  answers: PersonaAnswer[];
  /** Absent where the report is read-only (a shared page): the answers show, nobody can ask. */
  ask?: AskQuestion;
  /** Why no more questions fit this card, or null. */
  refusal?: string | null;
};

type Asking = { question: string; text: string; status: "streaming" | "failed"; error?: string };

/**
 * "Ask {persona name}" under a validation result card (docs/product.md#ask-a-persona): a question
 * box (Enter sends, Shift+Enter breaks the line, Escape closes), the answer streaming in under the
 * card as a simulated answer, and the answers kept with the result above it.
 */
export function AskPersona({ name, answers, ask, refusal = null }: AskPersonaProps) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const [asking, setAsking] = useState<Asking | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const limit = useAiLimit();
  useEffect(() => () => inFlight.current?.abort(), []);
  // Focus follows the box: into the field when it opens, back to "Ask {name}" when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) field.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const streaming = asking?.status === "streaming";
  const question = draft.trim();
  const tooLong = question.length > ASK_PERSONA_QUESTION_MAX_CHARS;
  const canSend = Boolean(ask) && question.length > 0 && !tooLong && !streaming && !limit.exhausted && !refusal;

  const send = async () => {
    if (!ask || !canSend) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setAsking({ question, text: "", status: "streaming" });
    try {
      await ask(question, (piece) => setAsking((a) => (a ? { ...a, text: a.text + piece } : a)), controller.signal);
      // Kept with the result now (it shows among the answers): the box is ready for the next question.
      setAsking(null);
      setDraft("");
      setOpen(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      // The question stays in the box, so "Try again" (or an edit) sends it again.
      setAsking((a) => (a ? { ...a, status: "failed", error: getErrorMessage(error, ASK_FALLBACK) } : a));
    }
  };

  const close = () => {
    if (streaming) return;
    setOpen(false);
  };

  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-border pt-4">
      <PersonaAnswers name={name} answers={answers} />
      {asking && (
        <div aria-live="polite" aria-busy={streaming}>
          <SimulatedAnswer name={name} question={asking.question} answer={asking.text} pending={streaming} />
          {asking.status === "failed" && (
            <div
              role="alert"
              className="mt-2 flex flex-col gap-2 rounded-card border border-danger/30 bg-danger/5 p-3 sm:flex-row sm:items-center"
            >
              <AlertTriangle size={16} aria-hidden className="shrink-0 text-danger" />
              <p className="flex-1 text-sm">
                <span className="font-medium">{name} could not answer.</span> <span className="text-muted">{asking.error}</span>
              </p>
              <Button variant="outline" size="sm" onClick={() => void send()} disabled={!canSend}>
                <RotateCcw size={16} aria-hidden />
                Try again
              </Button>
            </div>
          )}
        </div>
      )}
      {ask && !open && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={opener}
            variant="outline"
            size="sm"
            onClick={() => setOpen(true)}
            disabled={Boolean(refusal)}
            aria-describedby={refusal ? `${fieldId}-refusal` : undefined}
          >
            <MessageCircleQuestion size={16} aria-hidden />
            Ask {name}
          </Button>
          {refusal && (
            <p id={`${fieldId}-refusal`} className="text-sm text-muted">
              {refusal}
            </p>
          )}
        </div>
      )}
      {ask && open && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Label htmlFor={fieldId}>Your question to {name}</Label>
          <Textarea
            id={fieldId}
            ref={field}
            rows={2}
            value={draft}
            placeholder={`e.g., What made you hesitate on the first screen?`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                close();
              } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className={tooLong ? "text-sm text-danger" : "text-sm text-muted"}>
            {tooLong
              ? `A question can be at most ${ASK_PERSONA_QUESTION_MAX_CHARS.toLocaleString("en-US")} characters`
              : "Answers are simulated from this result, the persona and your screens. Enter sends, Shift+Enter adds a line."}
          </p>
          <AiLimitNotice />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={close} disabled={streaming}>
              <X size={16} aria-hidden />
              Close
            </Button>
            <Button type="submit" size="sm" disabled={!canSend}>
              {streaming ? <Spinner /> : <Send size={16} aria-hidden />}
              {streaming ? `${name} is answering…` : "Ask"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
