import { MessageSquare, MessageSquarePlus, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { CommentDto } from "@shared/contracts/comments";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Skeleton } from "~/components/ui/skeleton";
import { describeAnchor, locateAnchor } from "~/lib/comments/anchors";
import { CommentThread } from "./comment-thread";
import { useItemComments } from "./item-comments";

const PANEL_ID = "comments-panel";

/** "Comments" in the item's header: opens and closes the panel, with how many are open. */
export function CommentsButton() {
  const context = useItemComments();
  if (!context) return null;
  const { open, setOpen, comments } = context;
  const count = comments?.filter((comment) => comment.resolvedAt === null).length ?? 0;
  return (
    <Button variant={open ? "primary" : "outline"} size="sm" aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen(!open)}>
      <MessageSquare size={16} aria-hidden />
      Comments
      {count > 0 && <span className="rounded-full bg-subtle px-1.5 text-xs font-semibold text-ink">{count}</span>}
    </Button>
  );
}

/**
 * The item page with its Comments panel (docs/product.md#comments): beside the work on a wide
 * screen (the page makes room for it), a sheet over the bottom of a phone's screen.
 */
export function CommentsFrame({ children }: { children: ReactNode }) {
  const context = useItemComments();
  // The same element with or without comments, so the page below it is never mounted anew.
  return (
    <div className={cn(context?.open && "lg:pr-[380px]")}>
      {children}
      {context?.open && <CommentsPanel />}
    </div>
  );
}

function CommentsPanel() {
  const { comments, failed, reload, setOpen, canComment, commenting, setCommenting, setDraft, showResolved, setShowResolved, shown } =
    useItemComments()!;
  const titleId = useId();
  const resolvedCount = comments?.filter((comment) => comment.resolvedAt !== null).length ?? 0;
  const listed = (comments ?? []).filter((comment) => showResolved || comment.resolvedAt === null);

  const where = (comment: CommentDto): string => {
    if (!shown) return "";
    const located = locateAnchor(comment.anchor, shown.elements);
    if (located) return describeAnchor(located, shown.elements);
    return comment.version > shown.number ? "Pinned on a newer version" : "Pinned on an earlier version";
  };

  return (
    <aside
      id={PANEL_ID}
      aria-labelledby={titleId}
      className={cn(
        "fixed z-30 flex flex-col border-border bg-surface shadow-2xl",
        "inset-x-0 bottom-0 max-h-[55vh] rounded-t-card border-t",
        "lg:inset-x-auto lg:bottom-0 lg:right-0 lg:top-16 lg:max-h-none lg:w-[360px] lg:rounded-none lg:border-l lg:border-t-0 lg:shadow-none",
      )}
    >
      <header className="flex items-center gap-2 border-b border-border px-4 py-3">
        <h2 id={titleId} className="flex-1 text-base font-medium">
          Comments
        </h2>
        {canComment && (
          <Button
            variant={commenting ? "primary" : "outline"}
            size="sm"
            aria-pressed={commenting}
            onClick={() => {
              setDraft(null);
              setCommenting(!commenting);
            }}
          >
            <MessageSquarePlus size={16} aria-hidden />
            Comment
          </Button>
        )}
        <Button variant="ghost" size="icon" aria-label="Close comments" onClick={() => setOpen(false)}>
          <X size={18} aria-hidden />
        </Button>
      </header>
      <div className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-3">
        {!canComment && <p className="text-sm text-muted">You are a viewer: you can read the comments, not write them.</p>}
        {commenting && (
          <p role="status" className="rounded-control bg-subtle px-3 py-2 text-sm">
            Click a wireframe component, a diagram node, a landing section or a paragraph to pin a comment. Escape stops.
          </p>
        )}
        {comments === null && !failed && (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading comments">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        )}
        {failed && (
          <div className="flex flex-col items-start gap-2 text-sm" role="alert">
            <p>The comments could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void reload()}>
              Retry
            </Button>
          </div>
        )}
        {comments !== null && comments.length === 0 && (
          <p className="text-sm text-muted">
            No comments yet.
            {canComment && " Pick Comment, then click what you want to talk about: a component, a node, a section or a paragraph."}
          </p>
        )}
        {comments !== null && comments.length > 0 && listed.length === 0 && (
          <p className="text-sm text-muted">Every comment is resolved.</p>
        )}
        {listed.map((comment) => (
          <CommentThread key={comment.id} comment={comment} place={where(comment)} />
        ))}
        {resolvedCount > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-pressed={showResolved}
            onClick={() => setShowResolved(!showResolved)}
          >
            {showResolved ? `Hide resolved (${resolvedCount})` : `Show resolved (${resolvedCount})`}
          </Button>
        )}
      </div>
    </aside>
  );
}
