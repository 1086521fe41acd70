import { Boxes, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { savedItemKind, type ToolName } from "@shared/contracts/tool-names";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatShortDate } from "~/lib/dates";
import { RenameTitleField } from "./rename-title-field";
import { savedItemIcon, savedItemTone } from "./saved-item-icon";
import { SearchSnippet } from "./search-snippet";

type ConversationRowProps = {
  conversation: { id: string; title: string; updatedAt: number; tool: ToolName | null; snippet?: string | null };
  /** The name of the product it is saved in; absent when it is in none (or the name is not known yet). */
  productName?: string;
  renaming: boolean;
  onRenameStart: () => void;
  onRenameEnd: () => void;
  onRename: (title: string) => Promise<void>;
  onDelete: () => void;
  onOpen: () => void;
};

/**
 * One saved chat or result in History: what kind it is (its tool's icon and name), its title (up
 * to two lines, so a phone shows more than a few words), the product it is in and its date; open
 * it, rename it in place, or delete it.
 */
export function ConversationRow({
  conversation,
  productName,
  renaming,
  onRenameStart,
  onRenameEnd,
  onRename,
  onDelete,
  onOpen,
}: ConversationRowProps) {
  const Icon = savedItemIcon(conversation.tool);
  return (
    <li className="card flex items-start gap-2.5 p-1 pl-2.5 hover:bg-subtle sm:gap-3 sm:pl-3">
      <span
        aria-hidden
        className={cn("mt-2.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-control", savedItemTone(conversation.tool))}
      >
        <Icon size={16} />
      </span>
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
            <span className="line-clamp-2 break-words font-medium leading-snug">{conversation.title}</span>
            {conversation.snippet && <SearchSnippet snippet={conversation.snippet} />}
            <span className="mt-1 flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm text-muted">
              <span className="font-medium text-ink/80">{savedItemKind(conversation.tool)}</span>
              {productName && (
                <>
                  <span aria-hidden>·</span>
                  <span className="inline-flex min-w-0 max-w-full items-center gap-1">
                    <Boxes size={13} aria-hidden className="shrink-0" />
                    <span className="sr-only">in the product</span>
                    <span className="truncate">{productName}</span>
                  </span>
                </>
              )}
              <span aria-hidden>·</span>
              <span className="whitespace-nowrap">{formatShortDate(conversation.updatedAt)}</span>
            </span>
          </Link>
          {/* Stacked on a phone, so the title keeps the row's width for its two lines. */}
          <div className="flex shrink-0 flex-col items-center self-center sm:flex-row">
            <Button variant="ghost" size="icon" aria-label={`Rename “${conversation.title}”`} title="Rename" onClick={onRenameStart}>
              <Pencil size={16} aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete “${conversation.title}”`} title="Delete" onClick={onDelete}>
              <Trash2 size={16} aria-hidden />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
