import { useEffect, useRef, useState } from "react";
import type { CommentAuthor, CommentDto, ReplyDto } from "@shared/contracts/comments";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toastError } from "~/components/ui/toast";
import { deleteComment, editComment, replyToComment, setCommentResolved } from "~/lib/api/comments";
import { splitMentions, type Mentionable } from "~/lib/comments/mentions";
import { fullTime, timeAgo } from "~/lib/comments/time";
import { CommentComposer } from "./comment-composer";
import { useItemComments } from "./item-comments";

/** Initials in the author's colour: the same avatar as presence shows (white initials at AA contrast). */
export function AuthorAvatar({ author, small = false }: { author: CommentAuthor; small?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white",
        small ? "h-6 w-6 text-[10px]" : "h-7 w-7 text-xs",
      )}
      style={{ backgroundColor: author.color }}
    >
      {author.initials}
    </span>
  );
}

/** Comment text as text, with mentions of the product's people set apart (never read as Markdown or HTML). */
function Body({ text, people }: { text: string; people: readonly Mentionable[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-6">
      {splitMentions(text, people).map((run, index) =>
        run.mention ? (
          <span key={index} className="rounded-sm bg-accent/10 font-medium text-accent">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}

/** A comment's or reply's author, time, text, and for its author Edit and Delete. */
function Message({ message, label, reply = false }: { message: ReplyDto; label: string; reply?: boolean }) {
  const { meId, people, reload } = useItemComments()!;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const own = message.author.userId === meId;

  const save = async (body: string, mentions: string[]) => {
    try {
      await editComment(message.id, { body, mentions });
    } catch (error) {
      toastError("Failed to edit the comment", error);
      return false;
    }
    setEditing(false);
    await reload();
    return true;
  };
  const remove = async () => {
    try {
      await deleteComment(message.id);
      await reload();
    } catch (error) {
      toastError("Failed to delete the comment", error);
      setConfirming(false);
    }
  };

  return (
    <div className="flex gap-2.5">
      <AuthorAvatar author={message.author} small={reply} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="min-w-0 truncate font-medium">{message.author.email}</span>
          <time className="text-xs text-muted" dateTime={new Date(message.createdAt).toISOString()} title={fullTime(message.createdAt)}>
            {timeAgo(message.createdAt)}
          </time>
          {message.editedAt !== null && <span className="text-xs text-muted">(edited)</span>}
        </p>
        {editing ? (
          <CommentComposer
            label={`Edit ${label}`}
            submitLabel="Save"
            people={people}
            initial={message.body}
            autoFocus
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Body text={message.body} people={people} />
        )}
        {own && !editing && (
          <div className="flex flex-wrap items-center gap-1">
            {confirming ? (
              <>
                <span className="text-xs text-muted">Delete {reply ? "this reply" : "this comment and its replies"}?</span>
                <Button variant="ghost" size="sm" className="h-7 px-2 text-xs text-danger" onClick={() => void remove()}>
                  Delete
                </Button>
                <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2 text-xs text-muted"
                  aria-label={`Edit ${label}`}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2 text-xs text-muted"
                  aria-label={`Delete ${label}`}
                  onClick={() => setConfirming(true)}
                >
                  Delete
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * One top-level comment in the Comments panel: its number (as on its marker), where it is when
 * not on the version shown, its replies, Resolve / Reopen and a reply box for those who comment.
 * Its header picks it: the page scrolls to its marker; picked from the marker, the header takes focus.
 */
export function CommentThread({ comment, place }: { comment: CommentDto; place: string | null }) {
  const { canComment, people, reload, select, selection } = useItemComments()!;
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
            people={people}
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
