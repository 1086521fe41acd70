import { useCallback, useEffect, useRef, useState } from "react";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import { listConversations, renameConversation } from "~/lib/api/conversations";
import { subscribeRealtime } from "~/lib/realtime-client";
import { deleteWithUndo } from "./undoable-delete";
import { getErrorMessage } from "~/lib/error-message";

const byNewest = (a: ConversationSummaryDto, b: ConversationSummaryDto) => b.updatedAt - a.updatedAt;

/**
 * The signed-in user's saved conversations, newest first, kept current by realtime insert,
 * update and delete events from any tab or device, and re-read after a reconnect.
 */
export function useConversations(initial: ConversationSummaryDto[] = [], { pageSize }: { pageSize?: number } = {}) {
  const [conversations, setConversations] = useState(initial);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadedOnce = useRef(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const page = await listConversations();
      setConversations(page.conversations);
      setNextCursor(page.nextCursor);
      setError(null);
      loadedOnce.current = true;
    } catch (failure) {
      setError(getErrorMessage(failure, "Failed to load conversations"));
    } finally {
      setLoading(false);
    }
  }, []);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoading(true);
    try {
      const page = await listConversations(nextCursor);
      setConversations((current) => {
        const known = new Set(current.map((c) => c.id));
        return [...current, ...page.conversations.filter((c) => !known.has(c.id))];
      });
      setNextCursor(page.nextCursor);
    } catch (failure) {
      setError(getErrorMessage(failure, "Failed to load conversations"));
    } finally {
      setLoading(false);
    }
  }, [nextCursor]);

  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          // Only conversation events change this list (usage and product events have their own readers).
          if (event.type !== "conversation.inserted" && event.type !== "conversation.updated" && event.type !== "conversation.deleted")
            return;
          setConversations((current) => {
            if (event.type === "conversation.deleted") return current.filter((c) => c.id !== event.conversationId);
            const existing = current.find((c) => c.id === event.conversation.id);
            const next = { shared: false, tool: null, ...existing, ...event.conversation };
            return [next, ...current.filter((c) => c.id !== next.id)].sort(byNewest);
          });
        },
        onResync: () => void refresh(),
      }),
    [refresh],
  );

  // Rows deleted here but still undoable: hidden from every list this hook feeds.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const remove = useCallback((id: string) => {
    deleteWithUndo(id, {
      hide: () => setHidden((current) => new Set(current).add(id)),
      restore: () =>
        setHidden((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
    });
  }, []);

  /** "Rename": the server's cleaned title replaces the old one here at once (other tabs hear it live). */
  const rename = useCallback(async (id: string, title: string) => {
    const conversation = await renameConversation(id, title);
    setConversations((current) => current.map((c) => (c.id === id ? { ...c, title: conversation.title } : c)));
    return conversation;
  }, []);

  const shown = hidden.size === 0 ? conversations : conversations.filter((c) => !hidden.has(c.id));
  const visible = pageSize ? shown.slice(0, pageSize) : shown;
  return { conversations: visible, hidden, hasMore: nextCursor !== null, loading, error, refresh, loadMore, remove, rename, loadedOnce };
}
