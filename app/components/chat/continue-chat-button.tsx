import { MessageSquareText } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { subscribeRealtime } from "~/lib/realtime-client";

/**
 * "Continue chat" on a saved chat's page (docs/product.md#continue-copy-and-edit): opens Quick
 * Chat with this chat's history, where new turns are appended to it. While the page is open it
 * re-reads itself when another tab adds to (or edits) this chat, so the new turns show up here.
 */
export function ContinueChatButton({ conversationId }: { conversationId: string }) {
  const revalidator = useRevalidator();
  // A ref, so the socket subscription is not renewed on every render.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type === "conversation.updated" && event.conversation.id === conversationId) void revalidate.current();
        },
        onResync: () => void revalidate.current(),
      }),
    [conversationId],
  );
  return (
    <Button asChild size="sm">
      <Link to={`/dashboard?continue=${encodeURIComponent(conversationId)}`}>
        <MessageSquareText size={16} aria-hidden />
        Continue chat
      </Link>
    </Button>
  );
}
