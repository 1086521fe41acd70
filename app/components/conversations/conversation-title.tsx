import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";
import { subscribeRealtime } from "~/lib/realtime-client";
import { RenameTitleField } from "./rename-title-field";

/**
 * The conversation page's title with its "Rename" control (docs/product.md#search-and-rename).
 * A rename in any tab shows here live, in the heading and the browser tab's title.
 */
export function ConversationTitle({ conversationId, initialTitle }: { conversationId: string; initialTitle: string }) {
  const [title, setTitle] = useState(initialTitle);
  const [renaming, setRenaming] = useState(false);
  const { revalidate } = useRevalidator();

  useEffect(() => setTitle(initialTitle), [initialTitle]);
  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type === "conversation.updated" && event.conversation.id === conversationId) setTitle(event.conversation.title);
        },
        // A rename may have been missed while offline: re-read the page's data.
        onResync: () => void revalidate(),
      }),
    [conversationId, revalidate],
  );
  useEffect(() => {
    document.title = `${title} — UX Twin`;
  }, [title]);

  const save = async (next: string) => {
    const { conversation } = await apiJson<{ conversation: ConversationSummaryDto }>(`/api/conversations/${encodeURIComponent(conversationId)}`, {
      method: "PATCH",
      body: JSON.stringify({ title: next }),
      fallbackError: "Failed to rename",
    });
    setTitle(conversation.title);
    setRenaming(false);
    toast({ title: "Conversation renamed", variant: "success" });
  };

  if (renaming) return <RenameTitleField initialTitle={title} onSave={save} onCancel={() => setRenaming(false)} />;
  return (
    <div className="flex min-w-0 items-start gap-1">
      <h1 className="min-w-0 break-words text-lg font-medium">{title}</h1>
      <Button variant="ghost" size="sm" className="-my-1 shrink-0 text-muted" onClick={() => setRenaming(true)} aria-label={`Rename “${title}”`}>
        <Pencil size={14} aria-hidden />
        Rename
      </Button>
    </div>
  );
}
