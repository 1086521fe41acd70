import type { LinkBox } from "./page-data";

/**
 * Where a click landed in the screen's own pixels. The drawing is scaled to the tester's window,
 * so the point is read relative to the drawing's box on the page and scaled back; it is floored
 * and kept inside the screen, which is what the server accepts.
 */
export function toScreenPoint(
  client: { x: number; y: number },
  drawn: { left: number; top: number; width: number; height: number },
  screen: { width: number; height: number },
): { x: number; y: number } {
  const scale = (value: number, from: number, to: number) => Math.min(to - 1, Math.max(0, Math.floor((value * to) / from)));
  return { x: scale(client.x - drawn.left, drawn.width, screen.width), y: scale(client.y - drawn.top, drawn.height, screen.height) };
}

/**
 * The screen a click at (x, y) opens, or null for a misclick: the topmost (last drawn) link box
 * holding the point, boxes half-open as pixels are. The same rule as `linkAt` in
 * shared/prototype-test-paths.ts, by which the server counts misclicks (the page cannot import it
 * without zod); tests/unit/prototype-test-tester-geometry.test.ts holds the two together.
 */
export function linkTargetAt(links: readonly LinkBox[], x: number, y: number): string | null {
  for (let i = links.length - 1; i >= 0; i--) {
    const [left, top, width, height, target] = links[i]!;
    if (x >= left && x < left + width && y >= top && y < top + height) return target;
  }
  return null;
}
