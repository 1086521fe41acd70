import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { limitReachedText, newerQuota, resetTimeText, type AiQuota } from "./ai-quota";
import { readAiStatus } from "./read-server-data";
import { subscribeRealtime } from "./realtime-client";

/**
 * The one client-side copy of today's AI quota. Every "N AI requests left today" label and every
 * AI button reads it through `useAiQuota` / `useAiLimit`; it is fed by the signed-in layout's
 * loader (first paint), a refetch after each AI run (`refreshAiQuota`, called by the tool and
 * chat clients), the realtime "usage.updated" event (runs in other tabs), and a refetch when the
 * tab is seen again or the day's counter resets.
 */
let stored: AiQuota | null = null;
// Bumped when the signed-in layout goes away (sign-out), so a late reply cannot leak into the next account.
let generation = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setAiQuota(next: AiQuota): void {
  const merged = newerQuota(stored, next);
  if (merged === stored) return;
  stored = merged;
  listeners.forEach((listener) => listener());
}

function clearAiQuota() {
  generation++;
  stored = null;
  listeners.forEach((listener) => listener());
}

/**
 * Re-reads `GET /api/usage`. Never throws: a number a moment old beats an error, and the next
 * run or focus corrects it. Concurrent calls are not merged on purpose: one started before a
 * request was counted must not stand in for one started after.
 */
export async function refreshAiQuota(): Promise<void> {
  if (typeof window === "undefined") return;
  const started = generation;
  try {
    const response = await fetch("/api/usage", { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const status = readAiStatus(await response.json());
    if (status && started === generation) setAiQuota(status.quota);
  } catch {
    // Offline or the server is busy: keep the last reading.
  }
}

/** Today's quota, or null outside the signed-in pages. Server render and hydration use the loader's reading. */
export function useAiQuota(): AiQuota | null {
  const live = useSyncExternalStore(
    subscribe,
    () => stored,
    () => null,
  );
  // The layout loader's field (routes/protected-layout.tsx); typed here to keep lib free of route modules.
  const loaded = (useRouteLoaderData("routes/protected-layout") as { aiQuota?: AiQuota } | undefined)?.aiQuota ?? null;
  return newerQuota(loaded, live);
}

const noSubscription = () => () => {};

/** False on the server and during hydration, true after: the reader's clock exists only then. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** "at 1:00 AM" / "tomorrow at 7:00 PM" in the reader's clock once in the browser; "at midnight UTC" before. */
export function useResetText(resetsAt: string): string {
  return useInBrowser() ? resetTimeText(resetsAt, new Date()) : "at midnight UTC";
}

/** Whether AI actions are allowed right now, and the message to show when they are not. */
export function useAiLimit(): { quota: AiQuota | null; exhausted: boolean; message: string | null } {
  const quota = useAiQuota();
  const inBrowser = useInBrowser();
  const exhausted = quota !== null && quota.remaining <= 0;
  return { quota, exhausted, message: exhausted ? limitReachedText(quota.resetsAt, inBrowser ? new Date() : null) : null };
}

/** Seen again at most this often triggers a refetch (focus and visibilitychange fire together). */
const SEEN_AGAIN_INTERVAL_MS = 2_000;

/** Keeps the store current; mounted once, by the signed-in layout. */
export function useAiQuotaSync(): void {
  const resetsAt = useAiQuota()?.resetsAt;
  useEffect(() => {
    let lastSeen = 0;
    const seenAgain = () => {
      if (document.visibilityState !== "visible" || Date.now() - lastSeen < SEEN_AGAIN_INTERVAL_MS) return;
      lastSeen = Date.now();
      void refreshAiQuota();
    };
    window.addEventListener("focus", seenAgain);
    document.addEventListener("visibilitychange", seenAgain);
    const unsubscribe = subscribeRealtime({
      onEvent: (event) => event.type === "usage.updated" && setAiQuota(event.quota),
      // Events may have been missed while the socket was down.
      onResync: () => void refreshAiQuota(),
    });
    return () => {
      window.removeEventListener("focus", seenAgain);
      document.removeEventListener("visibilitychange", seenAgain);
      unsubscribe();
      clearAiQuota();
    };
  }, []);
  useEffect(() => {
    if (!resetsAt) return;
    // A new UTC day gives the requests back: read the fresh count instead of showing yesterday's.
    const timer = setTimeout(() => void refreshAiQuota(), Math.max(0, Date.parse(resetsAt) - Date.now()) + 1_000);
    return () => clearTimeout(timer);
  }, [resetsAt]);
}
