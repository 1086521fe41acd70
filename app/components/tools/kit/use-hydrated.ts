import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until this component hydrates, true after (and at once when the
 * view mounts in the browser). Tool views arrive server-rendered inside a lazy Suspense boundary
 * that hydrates after the page itself; until then a click on their buttons would do nothing and
 * typing would be lost, so those controls wait (disabled or read-only) instead of looking ready.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
