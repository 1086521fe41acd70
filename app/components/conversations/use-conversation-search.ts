import { useCallback, useEffect, useRef, useState } from "react";
import type { ConversationSearchHit, ConversationSummaryDto, SearchKind } from "@shared/contracts/conversations";
import { conversationSearchPath, searchConversations } from "~/lib/api/conversations";
import { subscribeRealtime } from "~/lib/realtime-client";
import { getErrorMessage } from "~/lib/error-message";

/** Typing pauses this long before a search is sent, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 200;

type Results = {
  hits: ConversationSearchHit[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
  searched: string | null;
  /** Older saved work is still being indexed: results may miss some of it. */
  indexing: boolean;
};
const idle: Results = { hits: [], nextCursor: null, loading: false, error: null, searched: null, indexing: false };

/**
 * "Search saved conversations" (docs/product.md#search-and-rename): words and a kind filter,
 * sent after a short pause; only the latest search's answer is shown. Results follow renames
 * and deletes from any tab. Inactive (no words, every kind) means: show the plain list.
 */
export function useConversationSearch() {
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<SearchKind | "all">("all");
  const [results, setResults] = useState<Results>(idle);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<AbortController | null>(null);
  const active = query.trim() !== "" || kind !== "all";
  // The words as they are searched: a change of spaces alone is not a new search.
  const words = query.trim();
  const key = conversationSearchPath({ query: words, kind });

  useEffect(() => {
    latest.current?.abort();
    if (!active) {
      setResults(idle);
      return;
    }
    const controller = new AbortController();
    latest.current = controller;
    setResults((current) => ({ ...current, loading: true, error: null }));
    const timer = setTimeout(() => {
      searchConversations({ query: words, kind }, { signal: controller.signal })
        .then((page) =>
          setResults({
            hits: page.conversations,
            nextCursor: page.nextCursor,
            loading: false,
            error: null,
            searched: key,
            indexing: page.indexing === true,
          }),
        )
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setResults((current) => ({ ...current, loading: false, error: getErrorMessage(failure, "Search failed") }));
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, key, words, kind, attempt]);

  const loadMore = useCallback(async () => {
    if (!results.nextCursor) return;
    setResults((current) => ({ ...current, loading: true }));
    try {
      const page = await searchConversations({ query, kind, cursor: results.nextCursor });
      setResults((current) => {
        const known = new Set(current.hits.map((hit) => hit.id));
        return {
          ...current,
          hits: [...current.hits, ...page.conversations.filter((hit) => !known.has(hit.id))],
          nextCursor: page.nextCursor,
          loading: false,
        };
      });
    } catch (failure) {
      setResults((current) => ({ ...current, loading: false, error: getErrorMessage(failure, "Search failed") }));
    }
  }, [query, kind, results.nextCursor]);

  /** A renamed conversation keeps its place in the results with its new title. */
  const applyUpdate = useCallback((conversation: Pick<ConversationSummaryDto, "id" | "title">) => {
    setResults((current) => ({
      ...current,
      hits: current.hits.map((hit) => (hit.id === conversation.id ? { ...hit, title: conversation.title } : hit)),
    }));
  }, []);

  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type === "conversation.updated") applyUpdate(event.conversation);
          if (event.type === "conversation.deleted") {
            setResults((current) => ({ ...current, hits: current.hits.filter((hit) => hit.id !== event.conversationId) }));
          }
        },
        onResync: () => setAttempt((n) => n + 1),
      }),
    [applyUpdate],
  );

  return {
    query,
    setQuery,
    kind,
    setKind,
    active,
    ...results,
    /** True until the answer for what is typed now has arrived. */
    pending: active && (results.loading || results.searched !== key),
    loadMore,
    retry: () => setAttempt((n) => n + 1),
    applyUpdate,
    clear: () => setQuery(""),
  };
}
