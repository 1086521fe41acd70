import type { CommentAnchor } from "@shared/contracts/comments";
import { readLandingBlock } from "@shared/landing-block";
import { paragraphExcerpt } from "~/lib/comments/anchors";

/**
 * Between a pin and what the page draws. The views mark what can carry a comment, and this file
 * alone reads those marks:
 * - a wireframe component: `[data-component-id]` inside the screen's `svg[data-screen-id]`;
 * - a diagram node: React Flow's `.react-flow__node[data-id]` inside `[data-diagram-place]`;
 * - a landing section: a `<section>` of the page drawn in the shadow root of `[data-landing-canvas]`;
 * - a paragraph: a block of a Markdown result (`.prose-result`), counted in reading order.
 * Each part of a version sits in `[data-comment-part]` (its index in the version).
 */
const PARAGRAPHS = "p, li, h1, h2, h3, h4, h5, h6, pre";

const partOf = (element: Element): number | null => {
  const value = element.closest("[data-comment-part]")?.getAttribute("data-comment-part");
  return value == null ? null : Number(value);
};

/** The landing page's sections the page shows, in order: the kinds of the part's visible sections. */
function landingKinds(parts: readonly string[], part: number): string[] {
  const doc = readLandingBlock(parts[part] ?? "");
  return doc ? doc.sections.filter((section) => !section.hidden).map((section) => section.kind) : [];
}

function landingSections(host: Element): HTMLElement[] {
  const main = host.shadowRoot?.querySelector(".lp-main") ?? host.shadowRoot;
  return main ? [...main.querySelectorAll<HTMLElement>(":scope > section")] : [];
}

/** What a click (its composed path, innermost first, so a landing page's shadow root is looked into) lands on. */
export function anchorAt(path: readonly EventTarget[], parts: readonly string[]): { anchor: CommentAnchor; element: Element } | null {
  for (const [index, target] of path.entries()) {
    if (!(target instanceof Element)) continue;
    const componentId = target.getAttribute("data-component-id");
    const screenId = componentId ? target.closest("svg[data-screen-id]")?.getAttribute("data-screen-id") : null;
    if (componentId && screenId) return { anchor: { kind: "wireframe-component", screenId, componentId }, element: target };
    if (target.classList.contains("react-flow__node")) {
      const nodeId = target.getAttribute("data-id");
      const place = target.closest("[data-diagram-place]")?.getAttribute("data-diagram-place");
      if (nodeId && place != null) return { anchor: { kind: "diagram-node", part: Number(place), nodeId }, element: target };
    }
    if (target.tagName === "SECTION" && target.getRootNode() instanceof ShadowRoot) {
      const host = (target.getRootNode() as ShadowRoot).host;
      const part = host.hasAttribute("data-landing-canvas") ? partOf(host) : null;
      const kind = part === null ? undefined : landingKinds(parts, part)[landingSections(host).indexOf(target as HTMLElement)];
      if (kind) return { anchor: { kind: "landing-section", section: kind }, element: target };
    }
    if (target.matches(PARAGRAPHS)) {
      const prose = target.closest(".prose-result");
      const part = prose ? partOf(prose) : null;
      // A paragraph inside a list item is the item's paragraph: the innermost block wins.
      const excerpt = paragraphExcerpt(target.textContent ?? "");
      if (prose && part !== null && excerpt) {
        const paragraphIndex = [...prose.querySelectorAll(PARAGRAPHS)].indexOf(target);
        return { anchor: { kind: "paragraph", part, index: paragraphIndex, excerpt }, element: target };
      }
    }
    if (index > 40) break;
  }
  return null;
}

/** The element a (located) pin marks on the page, or null when it is not drawn now (another wireframe screen). */
export function elementFor(root: Element, anchor: CommentAnchor, parts: readonly string[]): Element | null {
  switch (anchor.kind) {
    case "wireframe-component":
      return root.querySelector(
        `svg[data-screen-id="${CSS.escape(anchor.screenId)}"] [data-component-id="${CSS.escape(anchor.componentId)}"]`,
      );
    case "diagram-node":
      return root.querySelector(`[data-diagram-place="${anchor.part}"] .react-flow__node[data-id="${CSS.escape(anchor.nodeId)}"]`);
    case "landing-section":
      for (const host of root.querySelectorAll("[data-landing-canvas]")) {
        const part = partOf(host);
        const at = part === null ? -1 : landingKinds(parts, part).indexOf(anchor.section);
        const found = at === -1 ? undefined : landingSections(host)[at];
        if (found) return found;
      }
      return null;
    case "paragraph": {
      const prose = root.querySelector(`[data-comment-part="${anchor.part}"] .prose-result`);
      return prose?.querySelectorAll(PARAGRAPHS)[anchor.index] ?? null;
    }
  }
}

/** The text of every paragraph the page draws, by part: what a paragraph pin is found again by. */
export function paragraphTexts(root: Element): string[][] {
  const texts: string[][] = [];
  for (const prose of root.querySelectorAll("[data-comment-part] .prose-result")) {
    const part = partOf(prose);
    if (part === null) continue;
    texts[part] = [...prose.querySelectorAll(PARAGRAPHS)].map((element) => element.textContent ?? "");
  }
  return Array.from(texts, (list) => list ?? []);
}

/** The box a marker may be drawn in: a diagram's canvas or a landing page's scroll box clip what is scrolled away. */
export function clipBox(element: Element): DOMRect | null {
  const flow = element.closest(".react-flow");
  if (flow) return flow.getBoundingClientRect();
  const root = element.getRootNode();
  if (root instanceof ShadowRoot) return root.host.parentElement?.getBoundingClientRect() ?? null;
  return null;
}
