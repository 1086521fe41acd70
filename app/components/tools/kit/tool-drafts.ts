import { useRouteLoaderData } from "react-router";

/**
 * Unsaved results come back (docs/product.md#unsaved-results-are-drafts): a tool screen's result,
 * with its versions, is kept in this tab's session storage as it changes, and shown again when
 * the user returns to that tool (from the dashboard, "Ask in chat", Back or a reload). Per user,
 * per tool and per product; gone with the tab, and at sign-out. A draft over about a megabyte
 * (screens sent as images) is not kept rather than crowd the storage.
 */
const PREFIX = "ux-twin:draft:";
const MAX_DRAFT_CHARS = 1_000_000;

export type ToolDraft<Q, R> = {
  request: Q;
  versions: Array<{ number: number; note: string | null; response: R }>;
  shown: number;
  savedId: string | null;
};

/** The storage key of the signed-in user's draft for a tool (in a product), or null before the user is known. */
export function useDraftKey(tool: string, productId: string | null): string | null {
  const userId = (useRouteLoaderData("routes/protected-layout") as { user?: { id: string } } | undefined)?.user?.id;
  return userId ? `${PREFIX}${userId}:${tool}:${productId ?? "none"}` : null;
}

export function readDraft<Q, R>(key: string): ToolDraft<Q, R> | null {
  try {
    const json = window.sessionStorage.getItem(key);
    const draft = json ? (JSON.parse(json) as ToolDraft<Q, R>) : null;
    return draft && Array.isArray(draft.versions) && draft.versions.length > 0 ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<Q, R>(key: string, draft: ToolDraft<Q, R>): void {
  try {
    const json = JSON.stringify(draft);
    if (json.length > MAX_DRAFT_CHARS) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, json);
  } catch {
    // Storage full or blocked: the result is simply not kept, as before drafts existed.
  }
}

/** At sign-out: nothing of one account's work stays in the tab for the next. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept either.
  }
}
