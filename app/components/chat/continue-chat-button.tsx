import { MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * "Continue chat" on a saved chat's page (docs/product.md#continue-copy-and-edit): opens Quick
 * Chat with this chat's history, where new turns are appended to it.
 */
export function ContinueChatButton({ conversationId }: { conversationId: string }) {
  return (
    <Button asChild size="sm">
      <Link to={`/dashboard?continue=${encodeURIComponent(conversationId)}`}>
        <MessageSquareText size={16} aria-hidden />
        Continue chat
      </Link>
    </Button>
  );
}
