import { MessageSquare, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatShortDate } from "~/lib/dates";
import { RenameTitleField } from "./rename-title-field";
import { SearchSnippet } from "./search-snippet";

type ConversationRowProps = {
  conversation: { id: string; title: string; updatedAt: number; snippet?: string | null };
  renaming: boolean;
  onRenameStart: () => void;
  onRenameEnd: () => void;
  onRename: (title: string) => Promise<void>;
  onDelete: () => void;
  onOpen: () => void;
};

/** One saved conversation in History: open it, rename it in place, or delete it. */
export function ConversationRow({ conversation, renaming, onRenameStart, onRenameEnd, onRename, onDelete, onOpen }: ConversationRowProps) {
  return (
    <li className="card flex items-center gap-2 p-1 pl-3 hover:bg-subtle">
      <MessageSquare size={16} className="shrink-0 text-muted" aria-hidden />
      {renaming ? (
        <RenameTitleField
          initialTitle={conversation.title}
          onCancel={onRenameEnd}
          onSave={async (title) => {
            await onRename(title);
            onRenameEnd();
          }}
        />
      ) : (
        <>
          <Link to={`/conversation/${conversation.id}`} className="focus-ring min-w-0 flex-1 rounded-control py-2" onClick={onOpen}>
            <span className="block truncate font-medium">{conversation.title}</span>
            {conversation.snippet && <SearchSnippet snippet={conversation.snippet} />}
            <span className="block text-sm text-muted">{formatShortDate(conversation.updatedAt)}</span>
          </Link>
          <Button variant="ghost" size="icon" aria-label={`Rename “${conversation.title}”`} title="Rename" onClick={onRenameStart}>
            <Pencil size={16} aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete “${conversation.title}”`} onClick={onDelete}>
            <Trash2 size={16} aria-hidden />
          </Button>
        </>
      )}
    </li>
  );
}
