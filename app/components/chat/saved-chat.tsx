import { AssistantText } from "./assistant-text";
import { CopyMessageButton } from "./copy-message-button";
import { DownloadChatButton } from "./download-chat-button";
import { cn } from "~/components/ui/cn";

type SavedChatProps = { title: string; messages: { id: string; role: string; content: string }[] };

/** A saved or shared chat, read-only: every message can be copied, and the whole chat downloaded. */
export function SavedChat({ title, messages }: SavedChatProps) {
  if (messages.length === 0) return <p className="py-12 text-center text-muted">No messages in this conversation</p>;
  return (
    <>
      <div className="mt-3 flex justify-end">
        <DownloadChatButton title={title} messages={messages} />
      </div>
      <ol className="mt-2 flex flex-col gap-3" aria-label="Messages">
        {messages.map((message) => {
          const isUser = message.role === "user";
          return (
            <li key={message.id} data-role={message.role} className={cn("group flex flex-col gap-1", isUser ? "items-end" : "items-start")}>
              <div
                className={
                  isUser
                    ? "max-w-[85%] whitespace-pre-wrap break-words rounded-card bg-accent px-4 py-3 text-accent-ink"
                    : "card max-w-[85%] break-words px-4 py-3 leading-relaxed"
                }
              >
                <span className="sr-only">{isUser ? "You said:" : "Assistant:"}</span>
                {isUser ? message.content : <AssistantText content={message.content} />}
              </div>
              <CopyMessageButton message={message} />
            </li>
          );
        })}
      </ol>
    </>
  );
}
