import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { subscribeRealtime } from "~/lib/realtime-client";

/**
 * Keeps a page that shows one saved conversation current: when any tab or device changes it
 * ("conversation.updated": a new turn, a version, a rename) the page reads its data again, and
 * after a reconnect too (events may have been missed). Returns that re-read.
 */
export function useLiveConversation(conversationId: string): () => Promise<void> {
  const revalidator = useRevalidator();
  // The revalidator changes with every navigation state; the socket subscription must not.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const reload = useCallback(() => revalidate.current(), []);

  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type === "conversation.updated" && event.conversation.id === conversationId) void reload();
        },
        onResync: () => void reload(),
      }),
    [conversationId, reload],
  );
  return reload;
}
