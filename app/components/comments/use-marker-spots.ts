import { useEffect, useState, type RefObject } from "react";
import type { Marker } from "~/lib/comments/anchors";
import { clipBox, elementFor } from "./pin-targets";

export type Spot = { x: number; y: number };
/** The composer's width; also what the layer is taken to be before it is measured. */
export const COMPOSER_WIDTH = 320;

/**
 * Where each marker sits now: at the top right corner of its element, relative to the layer, or
 * absent while its element is not drawn or is scrolled out of its diagram or page preview.
 * Measured again whenever the page lays out anew, scrolls or a diagram is panned.
 */
export function useMarkerSpots(
  root: RefObject<HTMLDivElement | null>,
  overlay: RefObject<HTMLDivElement | null>,
  markers: readonly Marker[],
  parts: readonly string[],
): { spots: Record<string, Spot>; width: number } {
  const [measured, setMeasured] = useState<{ spots: Record<string, Spot>; width: number }>({ spots: {}, width: COMPOSER_WIDTH });
  useEffect(() => {
    const layer = root.current;
    if (!layer) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = layer.getBoundingClientRect();
      const next: Record<string, Spot> = {};
      for (const marker of markers) {
        const element = elementFor(layer, marker.anchor, parts);
        if (!element) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const clip = clipBox(element);
        const x = rect.right - 14;
        const y = rect.top - 12;
        if (clip && (x < clip.left - 8 || x > clip.right || y + 12 < clip.top || y > clip.bottom)) continue;
        next[marker.key] = { x: Math.round(x - box.left), y: Math.round(y - box.top) };
      }
      const found = { spots: next, width: Math.round(box.width) };
      setMeasured((now) => (JSON.stringify(now) === JSON.stringify(found) ? now : found));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const resized = new ResizeObserver(soon);
    resized.observe(layer);
    // A diagram pans by changing its viewport's style; markers' own moves are left out.
    const changed = new MutationObserver((records) => {
      if (records.some((record) => !overlay.current?.contains(record.target))) soon();
    });
    changed.observe(layer, { subtree: true, childList: true, attributes: true, attributeFilter: ["style", "transform", "class"] });
    window.addEventListener("resize", soon);
    document.addEventListener("scroll", soon, true);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener("resize", soon);
      document.removeEventListener("scroll", soon, true);
    };
  }, [root, overlay, markers, parts]);
  return measured;
}
