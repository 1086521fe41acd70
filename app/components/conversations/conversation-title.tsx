import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { renameConversation } from "~/lib/api/conversations";
import { RenameTitleField } from "./rename-title-field";

/**
 * The conversation page's title with its "Rename" control (docs/product.md#search-and-rename).
 * A rename in any tab shows here live (the page re-reads itself), in the heading and the tab's title.
 */
export function ConversationTitle({ conversationId, title: loadedTitle }: { conversationId: string; title: string }) {
  // The page's data, or this tab's own rename until the page reads it back.
  const [title, setTitle] = useState(loadedTitle);
  const [renaming, setRenaming] = useState(false);
  useEffect(() => setTitle(loadedTitle), [loadedTitle]);
  useEffect(() => {
    document.title = `${title} — UX Twin`;
  }, [title]);

  const save = async (next: string) => {
    const conversation = await renameConversation(conversationId, next);
    setTitle(conversation.title);
    setRenaming(false);
    toast({ title: "Conversation renamed", variant: "success" });
  };

  if (renaming) return <RenameTitleField initialTitle={title} onSave={save} onCancel={() => setRenaming(false)} />;
  return (
    <div className="flex min-w-0 items-start gap-1">
      <h1 className="min-w-0 break-words text-lg font-medium">{title}</h1>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 shrink-0 text-muted"
        onClick={() => setRenaming(true)}
        aria-label={`Rename “${title}”`}
      >
        <Pencil size={14} aria-hidden />
        {/* The pencil alone on a phone leaves the title its width. */}
        <span className="sr-only sm:not-sr-only">Rename</span>
      </Button>
    </div>
  );
}
