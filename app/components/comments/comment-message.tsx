import { useState } from "react";
import type { CommentAuthor, ReplyDto } from "@shared/contracts/comments";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toastError } from "~/components/ui/toast";
import { deleteComment, editComment } from "~/lib/api/comments";
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
export function Message({ message, label, reply = false }: { message: ReplyDto; label: string; reply?: boolean }) {
  const { meId, people, mentionable, reload } = useItemComments()!;
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
            people={mentionable}
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
