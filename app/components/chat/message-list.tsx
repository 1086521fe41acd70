import { Sparkles, User } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "~/components/ui/cn";
import { AssistantText } from "./assistant-text";

export type ChatMessage = { id: string; role: "user" | "assistant"; content: string };

function TypingIndicator() {
  return (
    <span className="inline-flex items-center gap-1 py-1" role="status" aria-label="The assistant is typing">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-2 w-2 animate-bounce rounded-full bg-muted/70"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/** The conversation so far; the last assistant message grows while its reply streams in. */
export function MessageList({ messages, loading }: { messages: ChatMessage[]; loading: boolean }) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages.length, last?.content]);

  return (
    <ol className="flex flex-col gap-5" aria-label="Messages">
      {messages.map((message, index) => {
        const isUser = message.role === "user";
        const streaming = loading && index === messages.length - 1 && !isUser;
        return (
          <li key={message.id} className={cn("flex gap-3", isUser && "flex-row-reverse")} data-role={message.role}>
            <span
              aria-hidden
              className={cn(
                "mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
                isUser ? "bg-subtle text-muted" : "bg-accent-soft text-accent",
              )}
            >
              {isUser ? <User size={16} /> : <Sparkles size={16} />}
            </span>
            <div
              className={cn(
                "max-w-[min(42rem,85%)] rounded-card px-4 py-3 text-base leading-relaxed",
                isUser ? "whitespace-pre-wrap break-words bg-accent text-accent-ink" : "card break-words",
              )}
              aria-live={streaming ? "polite" : undefined}
              aria-busy={streaming || undefined}
            >
              <span className="sr-only">{isUser ? "You said:" : "Assistant:"}</span>
              {isUser ? message.content : message.content ? <AssistantText content={message.content} /> : <TypingIndicator />}
            </div>
          </li>
        );
      })}
      <div ref={endRef} />
    </ol>
  );
}
