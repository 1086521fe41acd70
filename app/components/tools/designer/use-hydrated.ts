import { useEffect, useState } from "react";

/**
 * True once this component has hydrated. Tool views arrive server-rendered inside a lazy
 * Suspense boundary that hydrates after the page itself; the flag (exposed as
 * `data-tool-ready`) tells tests and styles when the controls really respond.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
