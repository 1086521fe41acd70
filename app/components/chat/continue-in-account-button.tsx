import { CopyPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { apiJson, ClientApiError } from "~/lib/api-client";
import { authPathReturningTo } from "~/lib/safe-next-path";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";

/**
 * "Continue in my account" on a share page (docs/product.md#continue-copy-and-edit): copies the
 * shared conversation into the visitor's History and opens the copy. The page does not know who
 * is visiting (it is public and the same for everyone), so the server decides: without a
 * session the visitor goes through /auth and comes back here to press it again.
 */
export function ContinueInAccountButton({ shareId }: { shareId: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    setBusy(true);
    try {
      const { conversation } = await apiJson<{ conversation: ConversationSummaryDto }>(`/api/shares/${encodeURIComponent(shareId)}/copy`, {
        method: "POST",
        fallbackError: "Could not copy the conversation",
      });
      toast({ title: "Added to your History", description: "It is your own copy now: the original stays as it was.", variant: "success" });
      await navigate(`/conversation/${conversation.id}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ClientApiError && error.status === 401) {
        await navigate(authPathReturningTo(`/share/${shareId}`));
        return;
      }
      const gone = error instanceof ClientApiError && error.status === 404;
      toast({
        title: gone ? "This link no longer works" : "Could not copy the conversation",
        description: gone ? "The conversation was unshared or deleted by its owner." : error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  };

  return (
    <Button variant="outline" onClick={() => void copy()} disabled={busy} aria-busy={busy}>
      <CopyPlus size={16} aria-hidden />
      {busy ? "Copying…" : "Continue in my account"}
    </Button>
  );
}
