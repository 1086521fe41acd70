import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";

type EditMessageFormProps = {
  initial: string;
  /** Returns false when nothing was sent (empty text, a reply streaming, no requests left). */
  onSend: (text: string) => boolean;
  onCancel: () => void;
  sendDisabled?: boolean;
};

/**
 * The last user message, opened for editing (docs/product.md#continue-copy-and-edit): Enter or
 * Ctrl/⌘+Enter sends, Shift+Enter adds a line, Escape cancels. Focus starts in the text.
 */
export function EditMessageForm({ initial, onSend, onCancel, sendDisabled = false }: EditMessageFormProps) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  const ids = { field: useId(), hint: useId() };
  const canSend = value.trim() !== "" && !sendDisabled;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, 240)}px`;
  }, [value]);

  const send = () => {
    if (canSend) onSend(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      aria-label="Edit message"
      className="card flex w-full max-w-[min(42rem,85%)] flex-col gap-2 p-2 shadow-sm focus-within:ring-2 focus-within:ring-accent/40"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={ids.field} className="sr-only">
        Edit your message
      </label>
      <textarea
        id={ids.field}
        ref={ref}
        rows={2}
        value={value}
        aria-describedby={ids.hint}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-60 min-h-16 w-full resize-none bg-transparent px-2 py-2 text-base text-ink outline-none"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p id={ids.hint} className="mr-auto px-2 text-xs text-muted">
          Enter to send · Esc to cancel
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  );
}
