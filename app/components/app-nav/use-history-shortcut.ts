import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** Kept in step with HISTORY_SEARCH_ID in components/conversations (not imported: History's code loads lazily). */
const HISTORY_SEARCH_ID = "history-search";

/**
 * Cmd+K (Ctrl+K elsewhere) on any signed-in page opens History with "Search saved
 * conversations" focused (docs/product.md#search-and-rename). On the dashboard it is the page's
 * own `?history=open` dialog; on any other page it opens over the page, which stays where it
 * was, so Escape returns to it. When History is already open, the field gets the focus back.
 */
export function useHistoryShortcut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The page History was opened over: another page (a row opened, a link followed) starts without it.
  const [openOver, setOpenOver] = useState<string | null>(null);
  // Mounted when first wanted (its code loads then), then kept, so it opens at once the next time.
  const [used, setUsed] = useState(false);

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
      if (window.location.pathname === "/dashboard") {
        const params = new URLSearchParams(window.location.search);
        params.set("history", "open");
        void navigate(`/dashboard?${params}`, { preventScrollReset: true });
        return;
      }
      setUsed(true);
      setOpenOver(window.location.pathname);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate]);

  const setOpen = useCallback((next: boolean) => setOpenOver(next ? window.location.pathname : null), []);
  return { open: openOver === pathname, setOpen, used };
}
