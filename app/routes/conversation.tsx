import { ArrowLeft, Trash2 } from "lucide-react";
import { ContinueChatButton } from "~/components/chat/continue-chat-button";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AssistantText } from "~/components/chat/assistant-text";
import { ConversationTitle } from "~/components/conversations/conversation-title";
import { ProductSelect } from "~/components/conversations/product-select";
import { LiveSavedToolResult } from "~/components/conversations/live-saved-result";
import { ShareControls } from "~/components/conversations/share-controls";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";
import { formatShortDate } from "~/lib/dates";
import { useLiveConversation } from "~/lib/use-live-conversation";
import type { Route } from "./+types/conversation";

export { loader } from "./conversation.server";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.conversation.title} — UX Twin` : "Conversation — UX Twin" },
  { name: "robots", content: "noindex" },
];

export default function ConversationPage({ loaderData }: Route.ComponentProps) {
  const { conversation } = loaderData;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  // A turn, version or rename from another tab or device re-reads this page.
  const reload = useLiveConversation(conversation.id);

  const remove = async () => {
    setDeleting(true);
    try {
      await apiJson<void>(`/api/conversations/${conversation.id}`, { method: "DELETE", fallbackError: "Failed to delete" });
      toast({ title: "Conversation deleted", variant: "success" });
      void navigate("/dashboard");
    } catch (error) {
      toast({ title: "Failed to delete", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
      setDeleting(false);
    }
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start gap-3 border-b border-border pb-5">
        <Button asChild variant="ghost" size="icon" aria-label="Back to dashboard">
          <Link to="/dashboard">
            <ArrowLeft size={18} aria-hidden />
          </Link>
        </Button>
        <div className="min-w-0 flex-1 basis-56">
          <ConversationTitle conversationId={conversation.id} title={conversation.title} />
          <p className="text-sm text-muted">Last updated {formatShortDate(conversation.updatedAt)}</p>
        </div>
        {/* On a phone the actions wrap under the title, aligned with it. */}
        <div className="ml-13 flex flex-wrap items-center gap-2 sm:ml-0">
          {/* Chats only: a tool result is not a chat (docs/product.md#continue-copy-and-edit). */}
          {!conversation.tool && <ContinueChatButton conversationId={conversation.id} />}
          <ProductSelect conversationId={conversation.id} productId={conversation.productId} />
          <ShareControls
            conversationId={conversation.id}
            initialShareId={conversation.shareId}
            hasScreens={conversation.hasScreens}
            initialShareScreens={conversation.shareScreens}
          />
          <Button variant="outline" size="sm" onClick={() => void remove()} disabled={deleting}>
            <Trash2 size={16} aria-hidden />
            Delete
          </Button>
        </div>
      </header>
      {conversation.tool ? (
        <LiveSavedToolResult
          key={conversation.id}
          conversationId={conversation.id}
          reload={reload}
          productId={conversation.productId}
          tool={conversation.tool}
          brief={conversation.messages[0]?.content ?? null}
          versions={conversation.versions}
          latest={conversation.latestVersion}
        />
      ) : (
        <ConversationMessages messages={conversation.messages} />
      )}
    </article>
  );
}

export function ConversationMessages({ messages }: { messages: { id: string; role: string; content: string }[] }) {
  if (messages.length === 0) return <p className="py-12 text-center text-muted">No messages in this conversation</p>;
  return (
    <ol className="mt-6 flex flex-col gap-5" aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id} data-role={message.role} className={message.role === "user" ? "flex justify-end" : "flex"}>
          <div
            className={
              message.role === "user"
                ? "max-w-[85%] whitespace-pre-wrap break-words rounded-card bg-accent px-4 py-3 text-accent-ink"
                : "card max-w-[85%] break-words px-4 py-3 leading-relaxed"
            }
          >
            <span className="sr-only">{message.role === "user" ? "You said:" : "Assistant:"}</span>
            {message.role === "user" ? message.content : <AssistantText content={message.content} />}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Any failure to load: tell the person and take them back to the dashboard (docs/product.md#conversation-page). */
export function ErrorBoundary() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: "Failed to load conversation", variant: "destructive" });
    void navigate("/dashboard", { replace: true });
  }, [navigate]);
  return <LoadingConversation />;
}

export function LoadingConversation() {
  return (
    <p role="status" className="mx-auto max-w-3xl px-6 py-16 text-center text-muted">
      Loading conversation...
    </p>
  );
}
