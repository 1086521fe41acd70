import { toast, toastError } from "~/components/ui/toast";
import { deleteConversation } from "~/lib/api/conversations";

/**
 * Deleting from History can be undone (docs/product.md#saved-conversations-dialog): the row goes
 * at once, the toast "Conversation deleted" offers "Undo" while it shows (its timer pauses on
 * hover and focus), and only when it goes away is the conversation deleted for good. A tab that
 * is closed or left meanwhile still deletes it (a keepalive request), so what the user chose
 * happens either way.
 */
const pending = new Map<string, () => void>();

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const commit of [...pending.values()]) commit();
  });
}

export type UndoableDelete = {
  /** Takes the row off the screen now. */
  hide: () => void;
  /** Puts it back: Undo, or the deletion failed. */
  restore: () => void;
};

export function deleteWithUndo(id: string, { hide, restore }: UndoableDelete): void {
  if (pending.has(id)) return;
  hide();
  let settled = false;
  const commit = () => {
    if (settled) return;
    settled = true;
    pending.delete(id);
    deleteConversation(id, { keepalive: true }).catch((error: unknown) => {
      restore();
      toastError("Failed to delete", error);
    });
  };
  pending.set(id, commit);
  toast({
    title: "Conversation deleted",
    variant: "success",
    action: {
      label: "Undo",
      altText: "Undo deleting the conversation",
      onAct: () => {
        settled = true;
        pending.delete(id);
        restore();
      },
    },
    onDismiss: commit,
  });
}
