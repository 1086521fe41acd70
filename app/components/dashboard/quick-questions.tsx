import { ArrowRight } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";

export const QUICK_QUESTIONS = [
  "How do I validate my startup idea before building anything?",
  "What belongs in the MVP of a two-sided marketplace?",
  "How can I make my app's onboarding shorter?",
  "Which pricing model fits an early B2B SaaS product?",
  "How do I run a usability test with five users?",
  "What makes a landing page convert visitors into sign-ups?",
] as const;

/** A preset question fills the input and is sent 100 ms later (docs/product.md#dashboard). */
export const QUICK_QUESTION_SUBMIT_DELAY_MS = 100;

export function QuickQuestions({ onAsk, disabled }: { onAsk: (question: string) => boolean; disabled: boolean }) {
  const [value, setValue] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onAsk(value)) setValue("");
  };
  const pick = (question: string) => {
    setValue(question);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (onAsk(question)) setValue("");
    }, QUICK_QUESTION_SUBMIT_DELAY_MS);
  };

  return (
    <section aria-labelledby="quick-questions" className="card p-5 sm:p-6">
      <h2 id="quick-questions" className="text-lg font-medium">
        Quick Questions
      </h2>
      <form onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor="quick-question-input" className="sr-only">
          Ask a question
        </label>
        <input
          id="quick-question-input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Ask anything about your idea, users or design…"
          className="focus-ring h-11 min-w-0 flex-1 rounded-control border border-border bg-canvas px-3 text-base placeholder:text-muted"
        />
        <Button type="submit" size="lg" className="h-11" disabled={disabled || value.trim() === ""}>
          Ask
          <ArrowRight size={16} aria-hidden />
        </Button>
      </form>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {QUICK_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => pick(question)}
              className="focus-ring h-full w-full rounded-control border border-border bg-canvas px-3 py-2.5 text-left text-sm text-ink transition-colors duration-150 hover:border-accent/50 hover:bg-accent-soft disabled:opacity-50"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
