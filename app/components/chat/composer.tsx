import { ArrowUp, Square } from "lucide-react";
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  loading: boolean;
  /** Send stays off even with text (e.g. no AI requests left today); typing still works. */
  sendDisabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
};

/** Message input: Enter sends, Shift+Enter adds a line; while a reply streams, Stop replaces Send. */
export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  loading,
  sendDisabled = false,
  placeholder,
  autoFocus,
  className,
}: ComposerProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const canSend = value.trim() !== "" && !loading && !sendDisabled;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, 200)}px`;
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };

  return (
    <form
      onSubmit={submit}
      className={cn("card flex items-end gap-2 p-2 shadow-sm focus-within:ring-2 focus-within:ring-accent/40", className)}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-input"
        ref={ref}
        rows={1}
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? "Ask anything about your product, users or UX…"}
        className="max-h-50 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-base text-ink outline-none placeholder:text-muted"
      />
      {loading ? (
        <Button type="button" variant="outline" size="icon" onClick={onStop} aria-label="Stop generating">
          <Square size={16} aria-hidden />
        </Button>
      ) : (
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
          <ArrowUp size={18} aria-hidden />
        </Button>
      )}
    </form>
  );
}
