import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { ConversationRow } from "./conversation-row";
import { ConversationSearchField } from "./conversation-search-field";
import { useConversationSearch } from "./use-conversation-search";
import { useProductNames } from "./use-product-names";
import type { useConversations } from "./use-conversations";

type HistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: ReturnType<typeof useConversations>;
};

function LoadingRows({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}

/**
 * "Saved Conversations": every saved chat and result, newest first, a page at a time, each with
 * its kind and product; searchable by words and kind, each renamable and deletable
 * (docs/product.md#search-and-rename). The search field is the first thing focused, so
 * Cmd/Ctrl+K → type works, and closing returns the focus to where it was.
 */
export function HistoryDialog({ open, onOpenChange, list }: HistoryDialogProps) {
  const search = useConversationSearch();
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const productNames = useProductNames(open);
  // Where the user was when History opened over the page (Cmd/Ctrl+K has no trigger button to return to).
  const returnFocus = useRef<Element | null>(null);

  const rename = async (id: string, title: string) => {
    const renamed = await list.rename(id, title);
    search.applyUpdate(renamed);
    toast({ title: "Conversation renamed", variant: "success" });
  };

  // A row deleted a moment ago stays away from search results too while it can be undone.
  const rows = search.active ? search.hits.filter((hit) => !list.hidden.has(hit.id)) : list.conversations;
  const loading = search.active ? search.pending && search.hits.length === 0 && !search.error : list.loading && !list.loadedOnce.current;
  const error = search.active ? search.error : list.error;
  const hasMore = search.active ? search.nextCursor !== null : list.hasMore;
  const words = search.query.trim();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        // Escape while renaming cancels the rename, not the whole dialog.
        onEscapeKeyDown={(event) => {
          if (renamingId) event.preventDefault();
        }}
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          const element = returnFocus.current;
          returnFocus.current = null;
          if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return;
          event.preventDefault();
          element.focus({ preventScroll: true });
        }}
      >
        <DialogHeader>
          <DialogTitle>Saved Conversations</DialogTitle>
          <DialogDescription>Find a saved chat or result by its words, open it, rename it or delete it.</DialogDescription>
        </DialogHeader>
        <ConversationSearchField query={search.query} onQueryChange={search.setQuery} kind={search.kind} onKindChange={search.setKind} />
        <p className="sr-only" role="status" aria-live="polite">
          {search.active && !search.pending && !search.error ? `${search.hits.length}${search.nextCursor ? " or more" : ""} found` : ""}
        </p>
        {search.active && search.indexing && !search.pending ? (
          <p className="mt-2 text-sm text-muted">Still indexing your older saved work — some results may be missing.</p>
        ) : null}
        <div className="-mx-2 mt-3 max-h-[55vh] overflow-y-auto px-2" aria-busy={search.active && search.pending}>
          {loading ? (
            <LoadingRows label={search.active ? "Searching" : "Loading conversations"} />
          ) : rows.length === 0 && !error ? (
            <p className="break-words py-8 text-center text-muted">
              {!search.active
                ? "No saved conversations yet"
                : words
                  ? `No saved conversations match “${words}”`
                  : "No saved conversations of this kind"}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={search.active ? "Search results" : "Saved conversations"}>
              {rows.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  productName={conversation.productId ? productNames.get(conversation.productId) : undefined}
                  renaming={renamingId === conversation.id}
                  onRenameStart={() => setRenamingId(conversation.id)}
                  onRenameEnd={() => setRenamingId(null)}
                  onRename={(title) => rename(conversation.id, title)}
                  onDelete={() => list.remove(conversation.id)}
                  onOpen={() => onOpenChange(false)}
                />
              ))}
            </ul>
          )}
          {error && (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-danger" role="alert">
              <span>{error}</span>
              <Button variant="outline" size="sm" onClick={() => (search.active ? search.retry() : void list.refresh())}>
                Try again
              </Button>
            </div>
          )}
          {hasMore && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              onClick={() => void (search.active ? search.loadMore() : list.loadMore())}
              disabled={search.active ? search.loading : list.loading}
            >
              Load more
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
