import { COMMENT_LIMITS, type CommentAnchor, type CommentDto } from "@shared/contracts/comments";
import { findFlowchartBlocks } from "@shared/flowchart-block";
import { readFlowchartJson } from "@shared/flowchart-read";
import { readLandingBlock } from "@shared/landing-block";
import type { WireframeComponent } from "@shared/contracts/wireframes";
import { wireframeBlockJson } from "@shared/wireframe-block";
import { componentName } from "@shared/wireframe-svg";

/**
 * Where comments can be pinned in one version of an item, and whether a comment's pin is still
 * there (docs/product.md#comments). A pin survives a new version while its element exists in it:
 * the same wireframe component of the same screen, the same diagram node, a landing section of
 * the same kind, a paragraph that still starts with the text it started with.
 */
export type VersionElements = {
  /** Wireframe screen id → the ids of its components. */
  screens: Map<string, Set<string>>;
  /** Node ids of each diagram, by its place across the version's parts (a Visual Flow's use case). */
  diagrams: Set<string>[];
  /** The landing-page sections the version shows (hidden ones are not on the page). */
  sections: Set<string>;
  /** The text of each paragraph of each part, in reading order, as the page sets it. */
  paragraphs: string[][];
  /** What each element is called (by its anchorKey): "Button: Request walk", a node's label. */
  names: Map<string, string>;
};

/**
 * What a version holds, read from its parts; paragraphs come from the page (how Markdown splits
 * into paragraphs is the renderer's business, so the page reports what it drew).
 */
export function versionElements(parts: readonly string[], paragraphs: string[][] = []): VersionElements {
  const screens = new Map<string, Set<string>>();
  const diagrams: Set<string>[] = [];
  const sections = new Set<string>();
  const names = new Map<string, string>();
  for (const part of parts) {
    const screen = readScreen(part);
    if (screen) {
      screens.set(screen.id, new Set(screen.components.map((component) => component.id)));
      for (const { id, name } of screen.components)
        names.set(anchorKey({ kind: "wireframe-component", screenId: screen.id, componentId: id }), name);
    }
    for (const block of findFlowchartBlocks(part)) {
      const nodes = readFlowchartJson(block.json)?.nodes ?? [];
      for (const node of nodes) names.set(anchorKey({ kind: "diagram-node", part: diagrams.length, nodeId: node.id }), node.data.label);
      diagrams.push(new Set(nodes.map((node) => node.id)));
    }
    for (const section of readLandingBlock(part)?.sections ?? []) if (!section.hidden) sections.add(section.kind);
  }
  return { screens, diagrams, sections, paragraphs, names };
}

/** How the Comments panel names the element a pin is on. */
export function describeAnchor(anchor: CommentAnchor, elements: VersionElements): string {
  const name = elements.names.get(anchorKey(anchor));
  switch (anchor.kind) {
    case "wireframe-component":
      return name ?? "A wireframe component";
    case "diagram-node":
      return name ? `Node: ${name}` : "A diagram node";
    case "landing-section": {
      const kind = anchor.section.replace(/-/g, " ");
      return `${kind[0]!.toUpperCase()}${kind.slice(1)} section`;
    }
    case "paragraph":
      return `“${anchor.excerpt.length > 60 ? `${anchor.excerpt.slice(0, 60).trimEnd()}…` : anchor.excerpt}”`;
  }
}

/** A saved screen's id and its components' ids and names, read loosely: a screen that does not read has no pins. */
function readScreen(part: string): { id: string; components: Array<{ id: string; name: string }> } | null {
  const json = wireframeBlockJson(part);
  if (!json) return null;
  try {
    const screen = (JSON.parse(json) as { screen?: { id?: unknown; components?: unknown } }).screen;
    if (typeof screen?.id !== "string" || !Array.isArray(screen.components)) return null;
    const components = (screen.components as unknown[]).flatMap((value) => {
      const component = value as { id?: unknown; type?: unknown; text?: unknown } | null;
      if (typeof component?.id !== "string") return [];
      const named = typeof component.type === "string" && component.type !== "";
      const text = typeof component.text === "string" ? component.text : undefined;
      return [
        { id: component.id, name: named ? componentName({ type: component.type as WireframeComponent["type"], text }) : component.id },
      ];
    });
    return { id: screen.id, components };
  } catch {
    return null;
  }
}

/** A paragraph's text as a pin keeps it: spaces collapsed, its first characters. */
export function paragraphExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  // By code point, so an emoji at the cut is kept whole or left out, never halved.
  return Array.from(flat).slice(0, COMMENT_LIMITS.excerptCharacters).join("");
}

/**
 * The anchor as it stands in this version, or null when its element is not there ("on an earlier
 * version"). A paragraph is found where it was if it still starts the same, else at the nearest
 * paragraph of the same part that does (text added above it moves it down).
 */
export function locateAnchor(anchor: CommentAnchor, elements: VersionElements): CommentAnchor | null {
  switch (anchor.kind) {
    case "wireframe-component":
      return elements.screens.get(anchor.screenId)?.has(anchor.componentId) ? anchor : null;
    case "diagram-node":
      return elements.diagrams[anchor.part]?.has(anchor.nodeId) ? anchor : null;
    case "landing-section":
      return elements.sections.has(anchor.section) ? anchor : null;
    case "paragraph": {
      const texts = elements.paragraphs[anchor.part] ?? [];
      const starts = (index: number) => {
        const text = texts[index];
        return text !== undefined && paragraphExcerpt(text).startsWith(anchor.excerpt);
      };
      if (starts(anchor.index)) return anchor;
      for (let distance = 1; distance < texts.length; distance++) {
        for (const index of [anchor.index - distance, anchor.index + distance]) if (starts(index)) return { ...anchor, index };
      }
      return null;
    }
  }
}

/** One string per element, the same for a pin and the element on the page it marks. */
export function anchorKey(anchor: CommentAnchor): string {
  switch (anchor.kind) {
    case "wireframe-component":
      return `wireframe:${anchor.screenId}:${anchor.componentId}`;
    case "diagram-node":
      return `diagram:${anchor.part}:${anchor.nodeId}`;
    case "landing-section":
      return `landing:${anchor.section}`;
    case "paragraph":
      return `paragraph:${anchor.part}:${anchor.index}`;
  }
}

/** A marker on the page: one element, the numbers of the comments pinned to it. */
export type Marker = { key: string; anchor: CommentAnchor; comments: CommentDto[] };

/**
 * The markers of a version and the comments whose element it lacks. Each top-level comment keeps
 * the number it was given (1, 2, 3 … in the order made), so a marker reads the same for everyone
 * and after others are resolved or deleted; comments on one element share its marker, in order.
 * Resolved comments are left out unless shown.
 */
export function placeComments(
  comments: readonly CommentDto[],
  elements: VersionElements,
  { showResolved = false }: { showResolved?: boolean } = {},
): { markers: Marker[]; elsewhere: CommentDto[] } {
  const byKey = new Map<string, Marker>();
  const elsewhere: CommentDto[] = [];
  const ordered = [...comments].sort((a, b) => a.number - b.number);
  for (const comment of ordered) {
    if (comment.resolvedAt !== null && !showResolved) continue;
    const located = locateAnchor(comment.anchor, elements);
    if (!located) {
      elsewhere.push(comment);
      continue;
    }
    const key = anchorKey(located);
    const marker = byKey.get(key);
    if (marker) marker.comments.push(comment);
    else byKey.set(key, { key, anchor: located, comments: [comment] });
  }
  return { markers: [...byKey.values()], elsewhere };
}
