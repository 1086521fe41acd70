import { ArrowLeft, Bookmark, BookmarkCheck, CircleAlert, RotateCcw, SquarePen, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AiLimitNotice } from "~/components/ai-limit-notice";
import { QuickQuestions } from "~/components/dashboard/quick-questions";
import { RecentProjects } from "~/components/dashboard/recent-projects";
import { ToolCards } from "~/components/dashboard/tool-cards";
import { Button } from "~/components/ui/button";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import { useAiLimit } from "~/lib/use-ai-quota";
import { chatTitleFrom } from "~/lib/chat-markdown";
import { Composer } from "./composer";
import { DownloadChatButton } from "./download-chat-button";
import { MessageList } from "./message-list";
import type { AskInChat } from "~/components/tools/kit/handoff";
import { AttachedResult, quoteResult } from "./attached-result";
import { useChat, type ContinuedChatState } from "./use-chat";

type ChatPanelProps = {
  expertName: string;
  recent: ConversationSummaryDto[];
  /** A saved chat opened with "Continue chat" (docs/product.md#continue-copy-and-edit). */
  continued?: ContinuedChatState;
  /** "Ask in chat" from a tool result: the result the first message quotes. */
  attached?: AskInChat;
  /** Why a chat asked for could not be continued; shown above the empty chat. */
  notice?: string;
  /** "New chat", and dismissing the notice: the page forgets which chat was continued. */
  onReset?: () => void;
};

/** Quick Chat: the landing layout while empty, the full chat once a message is sent. */
export function ChatPanel({ expertName, recent, continued, attached, notice, onReset }: ChatPanelProps) {
  const chat = useChat(continued);
  const [draft, setDraft] = useState("");
  const [attachment, setAttachment] = useState(attached ?? null);
  // With no AI requests left today, nothing can be sent or regenerated; the draft can still be typed.
  const { exhausted } = useAiLimit();

  const send = (text: string) => {
    if (exhausted) return false;
    const sent = chat.send(text);
    if (sent) setDraft("");
    return sent;
  };

  const reset = () => {
    chat.reset();
    onReset?.();
  };
  const editLast = (text: string) => !exhausted && chat.editLast(text);

  if (chat.messages.length === 0 && attachment) {
    const ask = () => {
      if (!draft.trim() || exhausted) return;
      if (chat.send(quoteResult(attachment, draft))) {
        setDraft("");
        setAttachment(null);
      }
    };
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <header>
          <h1 className="text-xl font-medium tracking-tight sm:text-2xl">Ask about this result</h1>
          <p className="mt-2 text-muted">Ask {expertName}'s AI twin what to change, what is missing or what to do next.</p>
        </header>
        <AttachedResult attached={attachment} onDetach={() => setAttachment(null)} />
        <AiLimitNotice />
        <Composer
          value={draft}
          sendDisabled={exhausted}
          onChange={setDraft}
          onSend={ask}
          onStop={chat.stop}
          loading={chat.loading}
          placeholder={`Ask about this ${attachment.title.toLowerCase()}…`}
          autoFocus
        />
      </div>
    );
  }

  if (chat.messages.length === 0) {
    return (
      <div className="flex flex-col gap-10">
        {notice && (
          <div role="alert" className="flex items-start gap-3 rounded-card border border-danger/40 bg-danger/5 p-4 text-sm">
            <CircleAlert size={18} aria-hidden className="mt-0.5 shrink-0 text-danger" />
            <p className="flex-1">{notice}</p>
            <Button variant="ghost" size="icon" className="-my-2 -mr-2" aria-label="Dismiss" onClick={onReset}>
              <X size={16} aria-hidden />
            </Button>
          </div>
        )}
        <header className="max-w-2xl">
          <h1 className="text-xl font-medium tracking-tight sm:text-2xl">What are we building today?</h1>
          <p className="mt-3 text-base text-muted">
            Pick a tool, or ask {expertName}'s AI twin anything about your product, your users or your design.
          </p>
        </header>
        <ToolCards group="founders" />
        <ToolCards group="designers" />
        <div className="flex flex-col gap-3">
          <AiLimitNotice />
          <QuickQuestions onAsk={send} disabled={chat.loading || exhausted} />
        </div>
        <RecentProjects conversations={recent} />
      </div>
    );
  }

  const lastIsReply = chat.messages.at(-1)?.role === "assistant";
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-8rem)] w-full max-w-3xl flex-col">
      <div className="sticky top-16 z-10 -mx-4 flex items-center gap-2 border-b border-border bg-canvas/90 px-4 py-2 backdrop-blur sm:top-16">
        <Button variant="ghost" size="sm" onClick={reset} aria-label="Back: start a new chat">
          <ArrowLeft size={16} aria-hidden className="sm:hidden" />
          <SquarePen size={16} aria-hidden className="hidden sm:inline" />
          <span className="hidden sm:inline">New chat</span>
        </Button>
        <span className="flex-1" />
        <DownloadChatButton title={chatTitleFrom(chat.messages)} messages={chat.messages} disabled={chat.loading} compact />
        {lastIsReply && !chat.loading && (
          <Button variant="ghost" size="sm" onClick={chat.regenerate} disabled={exhausted}>
            <RotateCcw size={16} aria-hidden />
            Regenerate
          </Button>
        )}
        {chat.conversationId ? (
          // Already saved (or continued from History): new turns go to it, so no second save —
          // the link opens the saved conversation instead.
          <Link
            to={`/conversation/${chat.conversationId}`}
            className="focus-ring inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm text-success hover:bg-subtle"
            aria-label="Saved: open the saved conversation"
          >
            <BookmarkCheck size={16} aria-hidden /> Saved
          </Link>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void chat.save()} disabled={chat.saving || chat.loading}>
            <Bookmark size={16} aria-hidden />
            {chat.saving ? "Saving…" : "Save"}
          </Button>
        )}
      </div>
      <div className="flex-1 py-6">
        <MessageList
          messages={chat.messages}
          loading={chat.loading}
          thinking={chat.thinking}
          onEditLast={editLast}
          editSendDisabled={exhausted}
        />
      </div>
      <div className="sticky bottom-0 -mx-4 bg-gradient-to-t from-canvas via-canvas to-transparent px-4 pb-4 pt-6">
        {/* Solid backing: it sits where the fade over the messages is still see-through. */}
        <AiLimitNotice className="mx-auto mb-2 w-fit rounded-pill bg-canvas px-3 py-1" />
        <Composer
          value={draft}
          sendDisabled={exhausted}
          onChange={setDraft}
          onSend={() => send(draft)}
          onStop={chat.stop}
          loading={chat.loading}
          autoFocus
        />
        <p className="mt-2 text-center text-xs text-muted">Enter to send · Shift+Enter for a new line</p>
      </div>
    </div>
  );
}
