import { Search, X } from "lucide-react";
import { savedItemKind, TOOL_NAMES } from "@shared/contracts/tool-names";
import type { SearchKind } from "@shared/contracts/conversations";
import { fieldClasses } from "~/components/ui/field-classes";
import { cn } from "~/components/ui/cn";

/** The id Cmd/Ctrl+K focuses when History is already open. */
export const HISTORY_SEARCH_ID = "history-search";

type ConversationSearchFieldProps = {
  query: string;
  onQueryChange: (query: string) => void;
  kind: SearchKind | "all";
  onKindChange: (kind: SearchKind | "all") => void;
};

/** "Search saved conversations" with a clear button, and the kind filter as a labelled select. */
export function ConversationSearchField({ query, onQueryChange, kind, onKindChange }: ConversationSearchFieldProps) {
  return (
    <div role="search" className="flex flex-col gap-2 sm:flex-row">
      <div className="relative min-w-0 flex-1">
        <Search size={16} aria-hidden className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          id={HISTORY_SEARCH_ID}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-label="Search saved conversations"
          placeholder="Search saved conversations"
          autoComplete="off"
          maxLength={200}
          className={cn(fieldClasses, "h-10 py-2 pl-9 pr-10 media-[(pointer:coarse)]:h-11 [&::-webkit-search-cancel-button]:hidden")}
        />
        {query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              onQueryChange("");
              document.getElementById(HISTORY_SEARCH_ID)?.focus();
            }}
            className="focus-ring absolute right-1 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-control text-muted hover:bg-subtle hover:text-ink"
          >
            <X size={16} aria-hidden />
          </button>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-muted sm:w-48">
        <span className="shrink-0">Kind</span>
        <select
          value={kind}
          onChange={(event) => onKindChange(event.target.value as SearchKind | "all")}
          className={cn(fieldClasses, "h-10 min-w-0 py-2 media-[(pointer:coarse)]:h-11")}
        >
          <option value="all">Everything</option>
          <option value="chat">Chats</option>
          {TOOL_NAMES.map((name) => (
            <option key={name} value={name}>
              {savedItemKind(name)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
