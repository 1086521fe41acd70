import { Pencil, Sparkles, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ThinkingNote } from "~/components/ui/skeleton";
import { AssistantText } from "./assistant-text";
import { CopyMessageButton } from "./copy-message-button";
import { EditMessageForm } from "./edit-message";

export type ChatMessage = { id: string; role: "user" | "assistant"; content: string };

function TypingIndicator() {
  return (
    <span className="inline-flex items-center gap-1 py-1" role="status" aria-label="The assistant is typing">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="h-2 w-2 animate-bounce rounded-full bg-muted/70" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}

type MessageListProps = {
  messages: ChatMessage[];
  loading: boolean;
  /** A reasoning model is thinking before the reply's first words: "Thinking…" instead of the typing dots. */
  thinking?: boolean;
  /** Edit and resend the last user message; without it there is no "Edit". */
  onEditLast?: (text: string) => boolean;
  /** "Edit" shows but cannot send (e.g. no AI requests left today). */
  editSendDisabled?: boolean;
};

/**
 * The conversation so far; the last assistant message grows while its reply streams in. The
 * last user message has "Edit" while no reply is streaming.
 */
export function MessageList({ messages, loading, thinking = false, onEditLast, editSendDisabled }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const last = messages.at(-1);
  const lastUserIndex = messages.findLastIndex((m) => m.role === "user");
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages.length, last?.content]);
  useEffect(() => {
    // Cancelling an edit puts focus back on the "Edit" button it came from.
    if (!editing && returnFocus) {
      editButtonRef.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);
  const canEdit = Boolean(onEditLast) && !loading;

  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((message, index) => {
        const isUser = message.role === "user";
        const streaming = loading && index === messages.length - 1 && !isUser;
        const isLastUser = index === lastUserIndex;
        if (isLastUser && editing && canEdit) {
          return (
            <li key={message.id} className="flex flex-row-reverse gap-3" data-role="user">
              <EditMessageForm
                initial={message.content}
                sendDisabled={editSendDisabled}
                onCancel={() => {
                  setEditing(false);
                  setReturnFocus(true);
                }}
                onSend={(text) => {
                  const sent = onEditLast!(text);
                  if (sent) {
                    setEditing(false);
                    document.getElementById("chat-input")?.focus();
                  }
                  return sent;
                }}
              />
            </li>
          );
        }
        return (
          <li key={message.id} className={cn("group flex gap-3", isUser && "flex-row-reverse")} data-role={message.role}>
            <span
              aria-hidden
              className={cn(
                "mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
                isUser ? "bg-subtle text-muted" : "bg-accent-soft text-accent",
              )}
            >
              {isUser ? <User size={16} /> : <Sparkles size={16} />}
            </span>
            <div className={cn("flex min-w-0 max-w-[min(42rem,85%)] flex-col gap-1", isUser ? "items-end" : "items-start")}>
              <div
                className={cn(
                  "max-w-full rounded-card px-4 py-3 text-base leading-relaxed",
                  isUser ? "whitespace-pre-wrap break-words bg-accent text-accent-ink" : "card break-words",
                )}
                aria-live={streaming ? "polite" : undefined}
                aria-busy={streaming || undefined}
              >
                <span className="sr-only">{isUser ? "You said:" : "Assistant:"}</span>
                {isUser ? (
                  message.content
                ) : message.content ? (
                  <AssistantText content={message.content} />
                ) : streaming && thinking ? (
                  <ThinkingNote />
                ) : (
                  <TypingIndicator />
                )}
              </div>
              {/* A reply is copied once it is complete. */}
              {!streaming && message.content && <CopyMessageButton message={message} />}
            </div>
            {isLastUser && canEdit && (
              <Button
                ref={editButtonRef}
                variant="ghost"
                size="icon"
                className="mt-0.5 shrink-0 self-start text-muted hover:text-ink"
                aria-label="Edit message"
                title="Edit and resend"
                onClick={() => setEditing(true)}
              >
                <Pencil size={16} aria-hidden />
              </Button>
            )}
          </li>
        );
      })}
      <div ref={endRef} />
    </ol>
  );
}
