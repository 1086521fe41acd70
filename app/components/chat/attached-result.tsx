import { Paperclip, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { AskInChat } from "~/components/tools/kit/handoff";
import { readableText } from "@shared/readable-text";

/** Enough of a result to talk about, short enough to read in the chat and well under a message's 8,000 characters. */
const QUOTE_CHARACTERS = 3_000;

/** The result as the chat quotes it: its text as a person reads it, not its Markdown, at most QUOTE_CHARACTERS long. */
export function readableResult(markdown: string): string {
  return readableText(markdown.slice(0, QUOTE_CHARACTERS * 3)).trim();
}

/**
 * The first message of an "Ask in chat" (docs/product.md#products): the result quoted, then
 * the question. It is an ordinary user message, so it shows in the chat and is saved with it.
 */
export function quoteResult({ title, markdown }: AskInChat, question: string): string {
  const text = readableResult(markdown);
  const shown = text.length > QUOTE_CHARACTERS ? `${text.slice(0, QUOTE_CHARACTERS).trimEnd()}\n…(shortened)` : text;
  const quoted = shown
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return `About this ${inSentence(title)}:\n\n${quoted}\n\n${question.trim()}`;
}

/** A title inside a sentence: "UX validation report" keeps its capitals, "Monetization strategy" reads "monetization strategy". */
function inSentence(title: string): string {
  return /^[A-Z][A-Z]/.test(title) ? title : title.toLowerCase();
}

/** The result a new chat was opened with, shown above the composer until the first message goes. */
export function AttachedResult({ attached, onDetach }: { attached: AskInChat; onDetach: () => void }) {
  return (
    <section aria-label={`Attached: ${attached.title}`} className="card flex flex-col gap-2 p-4">
      <div className="flex items-center gap-2">
        <Paperclip size={16} aria-hidden className="shrink-0 text-muted" />
        <p className="min-w-0 flex-1 truncate text-sm font-medium">Attached: {attached.title}</p>
        <Button variant="ghost" size="icon" className="-my-1 shrink-0" aria-label="Remove the attached result" onClick={onDetach}>
          <X size={16} aria-hidden />
        </Button>
      </div>
      <pre className="max-h-48 overflow-auto whitespace-pre-wrap rounded-control bg-subtle/60 p-3 font-sans text-sm text-muted [overflow-wrap:anywhere]">
        {readableResult(attached.markdown).slice(0, QUOTE_CHARACTERS)}
      </pre>
      <p className="text-sm text-muted">Your first message is sent with this result quoted, so the answer is about it.</p>
    </section>
  );
}
