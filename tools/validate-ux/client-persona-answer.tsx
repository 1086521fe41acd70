import { MessageCircleQuestion } from "lucide-react";
import type { PersonaAnswer } from "@shared/contracts/validate-ux";
import { spokenWords } from "@shared/persona-answers";
import { readableText } from "@shared/readable-text";
import { Spinner } from "../kit/client-ui";

/** The answers kept with one result card, oldest first. */
export function PersonaAnswers({ name, answers }: { name: string; answers: PersonaAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={`Questions to ${name}`}>
      {answers.map((answer, index) => (
        <li key={index}>
          <SimulatedAnswer name={name} question={answer.question} answer={answer.answer} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One question and the persona's answer, labelled as simulated like the results it follows up
 * on. `pending` while it is still being written: the words appear as they arrive.
 */
export function SimulatedAnswer({
  name,
  question,
  answer,
  pending = false,
}: {
  name: string;
  question: string;
  answer: string;
  pending?: boolean;
}) {
  const words = readableText(spokenWords(answer));
  return (
    <article
      className="rounded-card border border-border bg-subtle/50 p-4"
      data-testid="persona-answer"
      aria-label={`${name}'s simulated answer`}
    >
      <p className="flex items-start gap-2 text-sm">
        <MessageCircleQuestion size={16} aria-hidden className="mt-0.5 shrink-0 text-muted" />
        <span className="min-w-0 break-words">
          <span className="font-medium">You asked:</span> {question}
        </span>
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center rounded-pill bg-designer-soft px-2.5 py-0.5 text-xs font-semibold text-designer">
          Simulated answer
        </span>
        <span className="text-muted">from {name}, predicted, not said by a real person</span>
      </p>
      {words ? (
        <div className="mt-2 flex max-w-[70ch] flex-col gap-2 whitespace-pre-line break-words leading-7">
          {words.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {pending && (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner />
          {name} is answering…
        </p>
      )}
    </article>
  );
}
