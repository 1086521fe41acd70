import { MessageSquare, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { toast, toastError } from "~/components/ui/toast";
import { formatShortDate } from "~/lib/dates";
import type { useConversations } from "./use-conversations";

type HistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: ReturnType<typeof useConversations>;
};

/** "Saved Conversations": every saved chat, newest first, a page at a time, each deletable. */
export function HistoryDialog({ open, onOpenChange, list }: HistoryDialogProps) {
  const remove = async (id: string) => {
    try {
      await list.remove(id);
      toast({ title: "Conversation deleted", variant: "success" });
    } catch (error) {
      toastError("Failed to delete", error);
    }
  };
  const firstLoad = list.loading && !list.loadedOnce.current;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Saved Conversations</DialogTitle>
          <DialogDescription>Open a saved chat to read it, or delete the ones you no longer need.</DialogDescription>
        </DialogHeader>
        <div className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
          {firstLoad ? (
            <div className="flex flex-col gap-2" aria-label="Loading conversations">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          ) : list.conversations.length === 0 ? (
            <p className="py-8 text-center text-muted">No saved conversations yet</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.conversations.map((conversation) => (
                <li key={conversation.id} className="card flex items-center gap-2 p-1 pl-3 hover:bg-subtle">
                  <MessageSquare size={16} className="shrink-0 text-muted" aria-hidden />
                  <Link
                    to={`/conversation/${conversation.id}`}
                    className="focus-ring min-w-0 flex-1 rounded-control py-2"
                    onClick={() => onOpenChange(false)}
                  >
                    <span className="block truncate font-medium">{conversation.title}</span>
                    <span className="block text-sm text-muted">{formatShortDate(conversation.updatedAt)}</span>
                  </Link>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete “${conversation.title}”`}
                    onClick={() => void remove(conversation.id)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {list.error && <p className="mt-3 text-sm text-danger">{list.error}</p>}
          {list.hasMore && (
            <Button variant="outline" className="mt-3 w-full" onClick={() => void list.loadMore()} disabled={list.loading}>
              Load more
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
