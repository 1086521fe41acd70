import { useCallback, useEffect, useRef, useState } from "react";
import type {
  ConversationSearchHit,
  ConversationSearchResponse,
  ConversationSummaryDto,
  SearchKind,
} from "@shared/contracts/conversations";
import { apiJson } from "~/lib/api-client";
import { subscribeRealtime } from "~/lib/realtime-client";

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

function searchPath(query: string, kind: SearchKind | "all", cursor?: string) {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (kind !== "all") params.set("kind", kind);
  if (cursor) params.set("cursor", cursor);
  return `/api/conversations?${params}`;
}

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
  const key = searchPath(query, kind);

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
      apiJson<ConversationSearchResponse>(key, { signal: controller.signal, fallbackError: "Search failed" })
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
          setResults((current) => ({ ...current, loading: false, error: failure instanceof Error ? failure.message : "Search failed" }));
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, key, attempt]);

  const loadMore = useCallback(async () => {
    if (!results.nextCursor) return;
    setResults((current) => ({ ...current, loading: true }));
    try {
      const page = await apiJson<ConversationSearchResponse>(searchPath(query, kind, results.nextCursor), {
        fallbackError: "Search failed",
      });
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
      setResults((current) => ({ ...current, loading: false, error: failure instanceof Error ? failure.message : "Search failed" }));
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
