import { ArrowLeft, Bookmark, BookmarkCheck, RotateCcw, SquarePen } from "lucide-react";
import { useState } from "react";
import { AiLimitNotice } from "~/components/ai-limit-notice";
import { QuickQuestions } from "~/components/dashboard/quick-questions";
import { RecentProjects } from "~/components/dashboard/recent-projects";
import { ToolCards } from "~/components/dashboard/tool-cards";
import { Button } from "~/components/ui/button";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import { useAiLimit } from "~/lib/use-ai-quota";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { useChat } from "./use-chat";

type ChatPanelProps = {
  expertName: string;
  recent: ConversationSummaryDto[];
};

/** Quick Chat: the landing layout while empty, the full chat once a message is sent. */
export function ChatPanel({ expertName, recent }: ChatPanelProps) {
  const chat = useChat();
  const [draft, setDraft] = useState("");
  // With no AI requests left today, nothing can be sent or regenerated; the draft can still be typed.
  const { exhausted } = useAiLimit();

  const send = (text: string) => {
    if (exhausted) return false;
    const sent = chat.send(text);
    if (sent) setDraft("");
    return sent;
  };

  if (chat.messages.length === 0) {
    return (
      <div className="flex flex-col gap-10">
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
        <Button variant="ghost" size="sm" onClick={chat.reset} aria-label="Back: start a new chat">
          <ArrowLeft size={16} aria-hidden className="sm:hidden" />
          <SquarePen size={16} aria-hidden className="hidden sm:inline" />
          <span className="hidden sm:inline">New chat</span>
        </Button>
        <span className="flex-1" />
        {lastIsReply && !chat.loading && (
          <Button variant="ghost" size="sm" onClick={chat.regenerate} disabled={exhausted}>
            <RotateCcw size={16} aria-hidden />
            Regenerate
          </Button>
        )}
        {chat.conversationId ? (
          <span className="inline-flex items-center gap-1.5 px-2 text-sm text-success">
            <BookmarkCheck size={16} aria-hidden /> Saved
          </span>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void chat.save()} disabled={chat.saving || chat.loading}>
            <Bookmark size={16} aria-hidden />
            {chat.saving ? "Saving…" : "Save"}
          </Button>
        )}
      </div>
      <div className="flex-1 py-6">
        <MessageList messages={chat.messages} loading={chat.loading} />
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
