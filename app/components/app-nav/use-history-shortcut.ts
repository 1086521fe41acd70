import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Kept in step with HISTORY_SEARCH_ID in components/conversations (not imported: History's code loads lazily). */
const HISTORY_SEARCH_ID = "history-search";

/**
 * Cmd+K (Ctrl+K elsewhere) on any signed-in page opens History with "Search saved
 * conversations" focused (docs/product.md#search-and-rename). The dialog focuses its search
 * field first when it opens; when it is already open, the field gets the focus back.
 */
export function useHistoryShortcut() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey || event.defaultPrevented)
        return;
      event.preventDefault();
      const field = document.getElementById(HISTORY_SEARCH_ID);
      if (field) {
        field.focus();
        return;
      }
      const params = new URLSearchParams(window.location.pathname === "/dashboard" ? window.location.search : "");
      params.set("history", "open");
      void navigate(`/dashboard?${params}`, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate]);
}
