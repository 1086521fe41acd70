import { useEffect, useState } from "react";

/** True once the page has scrolled more than `threshold` px; rechecked on every scroll. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () => setPast(window.scrollY > threshold);
    // The page may open mid-way (restored scroll, an #anchor), so check before the first scroll.
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [threshold, enabled]);
  return past;
}
