import { LINKING_COMPONENT_TYPES, WIREFRAME_DEVICES, type WireframeComponent, type WireframeSet } from "../../shared/contracts/wireframes";
import { escapeHtml } from "../../shared/landing-html";
import { componentName, componentShapes } from "../../shared/wireframe-svg";
import type { LinkBox, PageScreen } from "./browser/page-data";

/**
 * A test's screens as the tester's page draws them (docs/product.md#the-testers-page): the same
 * lo-fi shapes as the wireframe SVGs, and over them one focusable, named control per component in
 * reading order. Every component gets one, link or not, and they all look the same when focused,
 * so a keyboard reaches and presses what a mouse can click without the page telling which
 * components lead anywhere. Pressing one clicks the point where it is drawn on top.
 */

/** Components a tester can press: everything but the dividers' thin lines. */
const pressable = (component: WireframeComponent) => component.type !== "divider";

/** Half-open, as the server's `linkAt` reads boxes. */
const holds = (c: WireframeComponent, x: number, y: number) => x >= c.x && x < c.x + c.width && y >= c.y && y < c.y + c.height;

/**
 * Where pressing the component clicks: its middle if nothing drawn after it covers that point,
 * else the first point of a 5 × 5 grid over it that nothing later covers (the middle if none is
 * free). That click then does what a click there with a mouse does.
 */
export function pressPoint(components: readonly WireframeComponent[], index: number): { x: number; y: number } {
  const c = components[index]!;
  const later = components.slice(index + 1).filter(pressable);
  const middle = { x: Math.floor(c.x + c.width / 2), y: Math.floor(c.y + c.height / 2) };
  const candidates = [middle];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      candidates.push({ x: Math.floor(c.x + ((col + 0.5) * c.width) / 5), y: Math.floor(c.y + ((row + 0.5) * c.height) / 5) });
    }
  }
  return candidates.find((p) => !later.some((other) => holds(other, p.x, p.y))) ?? middle;
}

/** Top to bottom, then left to right: the order a reader (and Tab) goes through a screen. */
export function readingOrder(components: readonly WireframeComponent[]): number[] {
  return components
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => pressable(c))
    .sort((a, b) => a.c.y - b.c.y || a.c.x - b.c.x || a.index - b.index)
    .map(({ index }) => index);
}

/** The screens' names and link boxes for the page's script. */
export function screensData(set: WireframeSet): Record<string, PageScreen> {
  const screens: Record<string, PageScreen> = {};
  for (const screen of set.screens) {
    const links: LinkBox[] = screen.components
      .filter((c) => c.target !== undefined && LINKING_COMPONENT_TYPES.includes(c.type))
      .map((c) => [c.x, c.y, c.width, c.height, c.target!]);
    screens[screen.id] = { name: screen.name, links };
  }
  return screens;
}

/** Every screen of the set, hidden until the script shows one. */
export function screensHtml(set: WireframeSet): string {
  const { width, height } = WIREFRAME_DEVICES[set.device];
  return set.screens
    .map((screen) => {
      const shapes = screen.components.map(componentShapes).join("");
      const keys = readingOrder(screen.components)
        .map((index) => {
          const c = screen.components[index]!;
          const press = pressPoint(screen.components, index);
          return `<rect x="${c.x}" y="${c.y}" width="${c.width}" height="${c.height}" tabindex="0" role="button" aria-label="${escapeHtml(componentName(c))}" data-x="${press.x}" data-y="${press.y}"/>`;
        })
        .join("");
      return (
        `<div class="screen" data-screen="${escapeHtml(screen.id)}" hidden>` +
        `<svg viewBox="0 0 ${width} ${height}" role="group" aria-label="${escapeHtml(`Screen: ${screen.name}`)}" tabindex="-1">` +
        `<rect width="${width}" height="${height}" fill="#fff"/><g aria-hidden="true">${shapes}</g><g class="keys">${keys}</g></svg></div>`
      );
    })
    .join("");
}
