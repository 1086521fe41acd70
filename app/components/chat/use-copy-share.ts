import { useState } from "react";
import { useNavigate } from "react-router";
import { toast, toastError } from "~/components/ui/toast";
import { ClientApiError } from "~/lib/api-client";
import { copySharedConversation } from "~/lib/api/shares";
import { authPathReturningTo } from "~/lib/safe-next-path";

/**
 * Where signing in leads from a share page's "Continue in my account": back to the share page,
 * which then asks "Add this conversation to your History?" (docs/product.md#continue-copy-and-edit).
 */
export function addToHistoryPath(shareId: string): string {
  return `/share/${encodeURIComponent(shareId)}?add=1`;
}

/**
 * Copies a shared conversation into the visitor's History and opens the copy. A session that ended
 * meanwhile goes through /auth and comes back to the confirmation.
 */
export function useCopyShare(shareId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    setBusy(true);
    try {
      const conversation = await copySharedConversation(shareId);
      toast({ title: "Added to your History", description: "It is your own copy now: the original stays as it was.", variant: "success" });
      await navigate(`/conversation/${conversation.id}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ClientApiError && error.status === 401) {
        await navigate(authPathReturningTo(addToHistoryPath(shareId)));
        return;
      }
      if (error instanceof ClientApiError && error.status === 404) {
        toast({
          title: "This link no longer works",
          description: "The conversation was unshared or deleted by its owner.",
          variant: "destructive",
        });
        return;
      }
      toastError("Could not copy the conversation", error);
    }
  };

  return { busy, copy };
}
