import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { Card, cn } from "../kit/client-ui";
import type { PersonaAnswer, ValidationResult } from "@shared/contracts/validate-ux";
import { answersFor, askRefusal } from "@shared/persona-answers";
import { AskPersona, type AskQuestion } from "./client-ask-persona";
import { sentimentClasses, sentimentTone } from "./client-sentiment";

type ResultsListProps = {
  results: ValidationResult[];
  /** The questions asked of the synthetic users so far, with their answers. */
  answers?: PersonaAnswer[];
  /** "Ask {persona}" on each card; absent where the report is read-only. */
  ask?: (result: number, ...question: Parameters<AskQuestion>) => Promise<void>;
};

/** One card per persona × task, introduced by the "simulated, not measured" notice. */
export function ResultsList({ results, answers = [], ask }: ResultsListProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-card border border-border bg-subtle px-4 py-3 text-sm text-muted">
        <Info size={16} aria-hidden className="mt-0.5 shrink-0 text-designer" />
        <span>
          <strong className="font-medium text-ink">Simulated estimates, not measured user data.</strong> Synthetic users are predictions
          from your design and personas — confirm what matters with real people.
        </span>
      </p>
      <ul className="flex flex-col gap-4" aria-label="Validation results">
        {results.map((result, index) => (
          <li key={index}>
            <ResultCard result={result}>
              <AskPersona
                name={result.persona}
                answers={answersFor(answers, index)}
                ask={ask && ((...question) => ask(index, ...question))}
                refusal={askRefusal({ answers }, index)}
              />
            </ResultCard>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultCard({ result, children }: { result: ValidationResult; children?: ReactNode }) {
  const rate = Math.round(result.successRate);
  return (
    <Card className="p-5 sm:p-6" data-testid="validation-result">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold">{result.persona}</h3>
          <p className="mt-0.5 break-words text-sm text-muted">
            <span className="sr-only">Task: </span>
            {result.task}
          </p>
        </div>
        <span
          className={cn(
            "inline-flex items-center rounded-pill px-2.5 py-0.5 text-sm font-medium capitalize",
            sentimentClasses(result.sentiment),
          )}
          data-sentiment={result.sentiment}
          data-tone={sentimentTone(result.sentiment)}
        >
          <span className="sr-only">Sentiment: </span>
          {result.sentiment}
        </span>
      </div>

      <div className="mt-4">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium">Success Rate</span>
          <span className="text-lg font-semibold tabular-nums">{rate}%</span>
        </div>
        <div className="mt-1.5 h-2 overflow-hidden rounded-pill bg-subtle" aria-hidden>
          <div className="h-full rounded-pill bg-designer" style={{ width: `${rate}%` }} />
        </div>
      </div>

      <section className="mt-5">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">Behavior Summary</h4>
        <p className="mt-1.5 max-w-[70ch] leading-7">{result.behavior}</p>
      </section>
      <section className="mt-5">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">Synthetic Feedback</h4>
        <blockquote className="mt-1.5 max-w-[70ch] border-l-2 border-designer pl-4 italic leading-7">“{result.feedback}”</blockquote>
      </section>
      <section className="mt-5">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">UX Recommendations</h4>
        <ul className="mt-1.5 flex max-w-[70ch] list-disc flex-col gap-1.5 pl-5 leading-7 marker:text-designer">
          {result.recommendations.map((rec, i) => (
            <li key={i}>
              <Recommendation text={rec} />
            </li>
          ))}
        </ul>
      </section>
      {children}
    </Card>
  );
}

/** "Heuristic: advice" — the heuristic is set in bold so it reads at a glance. */
function Recommendation({ text }: { text: string }) {
  const split = text.indexOf(": ");
  if (split <= 0 || split > 90) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold">{text.slice(0, split)}:</strong> {text.slice(split + 2)}
    </>
  );
}
