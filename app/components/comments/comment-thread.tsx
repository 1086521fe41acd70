import { useEffect, useRef, useState } from "react";
import type { CommentDto } from "@shared/contracts/comments";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toastError } from "~/components/ui/toast";
import { replyToComment, setCommentResolved } from "~/lib/api/comments";
import { CommentComposer } from "./comment-composer";
import { Message } from "./comment-message";
import { useItemComments } from "./item-comments";

/**
 * One top-level comment in the Comments panel: its number (as on its marker), where it is when
 * not on the version shown, its replies, Resolve / Reopen and a reply box for those who comment.
 * Its header picks it: the page scrolls to its marker; picked from the marker, the header takes focus.
 */
export function CommentThread({ comment, place }: { comment: CommentDto; place: string | null }) {
  const { canComment, mentionable, reload, select, selection } = useItemComments()!;
  const [changing, setChanging] = useState(false);
  const header = useRef<HTMLButtonElement>(null);
  const picked = selection?.id === comment.id;
  const resolved = comment.resolvedAt !== null;
  const label = `comment ${comment.number}`;

  useEffect(() => {
    if (selection?.id !== comment.id || selection.from !== "marker") return;
    header.current?.scrollIntoView({ block: "nearest" });
    header.current?.focus({ preventScroll: true });
  }, [selection, comment.id]);

  const toggleResolved = async () => {
    setChanging(true);
    try {
      await setCommentResolved(comment.id, !resolved);
      await reload();
    } catch (error) {
      toastError(resolved ? "Failed to reopen the comment" : "Failed to resolve the comment", error);
    }
    setChanging(false);
  };
  const reply = async (body: string, mentions: string[]) => {
    try {
      await replyToComment(comment.id, { body, mentions });
    } catch (error) {
      toastError("Failed to reply", error);
      return false;
    }
    await reload();
    return true;
  };

  return (
    <article
      aria-label={`Comment ${comment.number} by ${comment.author.email}`}
      data-comment-entry={comment.number}
      className={cn(
        "flex flex-col gap-3 rounded-card border bg-surface p-3 transition-colors duration-150 motion-reduce:transition-none",
        picked ? "border-accent ring-1 ring-accent" : "border-border",
        resolved && "opacity-80",
      )}
    >
      <div className="flex items-center gap-2">
        <button
          ref={header}
          type="button"
          onClick={() => select(comment.id, "panel")}
          aria-pressed={picked}
          className="focus-ring flex min-w-0 flex-1 items-center gap-2 rounded-control text-left text-xs text-muted"
        >
          <span
            className={cn(
              "flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full rounded-bl-none px-1 font-semibold text-white",
              resolved ? "bg-zinc-600" : "bg-accent",
            )}
          >
            {comment.number}
          </span>
          <span className="min-w-0 truncate">{place ?? `Show comment ${comment.number} on the page`}</span>
        </button>
        {resolved && <span className="shrink-0 text-xs font-medium text-muted">Resolved</span>}
      </div>
      <Message message={comment} label={label} />
      {comment.replies.length > 0 && (
        <ul aria-label={`Replies to ${label}`} className="flex flex-col gap-3 border-l-2 border-border pl-3">
          {comment.replies.map((one) => (
            <li key={one.id}>
              <Message message={one} label={`reply by ${one.author.email}`} reply />
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <div className="flex flex-col gap-2">
          <CommentComposer
            label={`Reply to ${label}`}
            submitLabel="Reply"
            placeholder="Reply… @ to mention"
            people={mentionable}
            onSubmit={reply}
          />
          <div className="flex justify-start">
            <Button variant="outline" size="sm" onClick={() => void toggleResolved()} disabled={changing}>
              {resolved ? "Reopen" : "Resolve"}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
