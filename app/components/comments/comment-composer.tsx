import { useId, useRef, useState, type KeyboardEvent } from "react";
import { COMMENT_LIMITS } from "@shared/contracts/comments";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Textarea } from "~/components/ui/textarea";
import { insertMention, mentionAt, mentionCandidates, mentionedUserIds, type Mentionable } from "~/lib/comments/mentions";

type ComposerProps = {
  /** The field's name for screen readers ("Comment", "Reply to comment 2"). */
  label: string;
  submitLabel: string;
  people: readonly Mentionable[];
  initial?: string;
  placeholder?: string;
  /** One line until something is typed (the reply box under every comment). */
  compact?: boolean;
  /** Sends the text and whom it mentions; true once kept (the field then empties or closes). */
  onSubmit: (body: string, mentions: string[]) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
};

/**
 * Where a comment, reply or edit is written: Enter or Ctrl+Enter sends, Shift+Enter starts a new
 * line, Escape cancels. Typing `@` offers the product's people (arrows to choose, Enter or Tab
 * to take one, or a click); the comment then names them.
 */
export function CommentComposer({
  label,
  submitLabel,
  people,
  initial = "",
  placeholder = "Write a comment… @ to mention",
  compact = false,
  onSubmit,
  onCancel,
  autoFocus,
  className,
}: ComposerProps) {
  const [text, setText] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [sending, setSending] = useState(false);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const typing = mentionAt(text, caret);
  const candidates = typing && typing.start !== closedAt ? mentionCandidates(typing.query, people) : [];
  const picking = candidates.length > 0;

  const send = async () => {
    if (sending || !text.trim()) return;
    setSending(true);
    const kept = await onSubmit(text.trim(), mentionedUserIds(text, people));
    setSending(false);
    if (kept) {
      setText("");
      setCaret(0);
    }
  };

  const pick = (person: Mentionable) => {
    if (!typing) return;
    const next = insertMention(text, typing.start, caret, person.email);
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
    // The caret goes after the mention, where typing goes on.
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((now) => (now + step + candidates.length) % candidates.length);
        return;
      }
      if ((event.key === "Enter" && !event.ctrlKey && !event.metaKey && !event.shiftKey) || event.key === "Tab") {
        event.preventDefault();
        pick(candidates[Math.min(active, candidates.length - 1)]!);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        setClosedAt(typing?.start ?? null);
        return;
      }
    }
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void send();
    } else if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className={cn("relative flex flex-col gap-2", className)}>
      <Textarea
        ref={field}
        rows={compact && !text ? 1 : 2}
        value={text}
        aria-label={label}
        aria-autocomplete="list"
        aria-activedescendant={picking ? optionId(Math.min(active, candidates.length - 1)) : undefined}
        maxLength={COMMENT_LIMITS.bodyCharacters}
        placeholder={placeholder}
        autoFocus={autoFocus}
        disabled={sending}
        className={cn("text-sm", compact && !text ? "min-h-10" : "min-h-16")}
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart ?? event.target.value.length);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
        onKeyDown={onKeyDown}
      />
      {picking && (
        <ul
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute left-0 top-full z-30 mt-1 max-h-56 w-full overflow-auto rounded-control border border-border bg-surface py-1 shadow-lg"
        >
          {candidates.map((person, index) => (
            <li
              key={person.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn("cursor-pointer truncate px-3 py-2 text-sm", index === active ? "bg-subtle text-ink" : "text-ink")}
              // Picked before the field loses focus, so typing goes on where it was.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              @{person.email}
            </li>
          ))}
        </ul>
      )}
      <div className={cn("flex justify-end gap-2", compact && !text && "sr-only")}>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
        <Button type="button" size="sm" onClick={() => void send()} disabled={sending || !text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
