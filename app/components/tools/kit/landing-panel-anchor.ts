import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The landing-page panel's anchor in Startup Builder: "Make a landing page" on a product's Launch
 * card opens `…?view=startup-builder#landing-page`, at the panel (shown first, tools/build-startup/client-view.tsx)
 * rather than at the plan's "Generate strategy" a long scroll above it.
 */
export const LANDING_PANEL_ID = "landing-page";

/**
 * Brings the element into view and gives it focus once, when the address names it: the view
 * loads after the navigation, so the browser's own jump to the anchor finds nothing.
 */
export function useOpenedAtAnchor<T extends HTMLElement>(id: string) {
  const target = useRef<T>(null);
  const { hash } = useLocation();
  const asked = useRef(hash === `#${id}`);
  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    target.current?.scrollIntoView({ block: "start" });
    target.current?.focus({ preventScroll: true });
  }, []);
  return target;
}
