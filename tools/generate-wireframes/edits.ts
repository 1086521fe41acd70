import { pushEdit, redo, startHistory, undo, type UndoHistory } from "../../shared/undo-history";
import {
  WIREFRAME_DEVICES,
  WIREFRAME_GRID,
  WIREFRAME_LIMITS,
  type WireframeComponent,
  type WireframeComponentType,
  type WireframeSet,
} from "../../shared/contracts/wireframes";
import { cleanDisplayText } from "../../shared/contracts/display-text";
import { keepInside } from "./fit";

/**
 * Hand edits of a wireframe set (docs/product.md#wireframes): each takes the set and gives a new
 * one, every component kept inside its screen, so the editor's undo and redo are a list of sets.
 */

export type ComponentRef = { screenId: string; componentId: string };

function mapComponent(
  set: WireframeSet,
  { screenId, componentId }: ComponentRef,
  change: (c: WireframeComponent) => WireframeComponent,
  { snapPosition = true } = {},
): WireframeSet {
  return {
    ...set,
    screens: set.screens.map((screen) =>
      screen.id !== screenId
        ? screen
        : {
            ...screen,
            components: screen.components.map((c) => (c.id === componentId ? keepInside(change(c), set.device, { snapPosition }) : c)),
          },
    ),
  };
}

export const snapToGrid = (value: number) => Math.round(value / WIREFRAME_GRID) * WIREFRAME_GRID;

/** Moved to (x, y): snapped to the grid when `snap`, always inside the screen. */
export function moveComponent(set: WireframeSet, ref: ComponentRef, x: number, y: number, { snap = true } = {}): WireframeSet {
  return mapComponent(set, ref, (c) => ({ ...c, x: snap ? snapToGrid(x) : Math.round(x), y: snap ? snapToGrid(y) : Math.round(y) }));
}

/** Moved by (dx, dy) without snapping (the arrow keys: 1 px, with Shift 8 px). */
export function nudgeComponent(set: WireframeSet, ref: ComponentRef, dx: number, dy: number): WireframeSet {
  return mapComponent(set, ref, (c) => ({ ...c, x: Math.max(0, c.x + dx), y: Math.max(0, c.y + dy) }), { snapPosition: false });
}

/** Resized to a new box (handles), snapped, at least one grid step, inside the screen. */
export function resizeComponent(
  set: WireframeSet,
  ref: ComponentRef,
  box: Pick<WireframeComponent, "x" | "y" | "width" | "height">,
): WireframeSet {
  const { width: screenWidth, height: screenHeight } = WIREFRAME_DEVICES[set.device];
  const x = Math.max(0, snapToGrid(box.x));
  const y = Math.max(0, snapToGrid(box.y));
  // A handle dragged past the edge stops at it: the component grows to the edge, it does not move.
  const fit = (value: number, room: number) =>
    Math.min(Math.floor(room / WIREFRAME_GRID) * WIREFRAME_GRID, Math.max(WIREFRAME_GRID, snapToGrid(value)));
  return mapComponent(set, ref, (c) => ({ ...c, x, y, width: fit(box.width, screenWidth - x), height: fit(box.height, screenHeight - y) }));
}

/** The typed text, cleaned as titles are (one line, no control or invisible characters); the same text is no edit. */
export function setComponentText(set: WireframeSet, ref: ComponentRef, text: string): WireframeSet {
  const clean = cleanDisplayText(text).slice(0, WIREFRAME_LIMITS.text);
  const now = set.screens.find((s) => s.id === ref.screenId)?.components.find((c) => c.id === ref.componentId);
  if (!now || (now.text ?? "") === clean) return set;
  return mapComponent(set, ref, (c) => {
    const { text: _old, ...rest } = c;
    return clean ? { ...rest, text: clean } : rest;
  });
}

export function setComponentTarget(set: WireframeSet, ref: ComponentRef, target: string | null): WireframeSet {
  return mapComponent(set, ref, (c) => {
    const { target: _old, ...rest } = c;
    return target ? { ...rest, target } : rest;
  });
}

export function deleteComponent(set: WireframeSet, { screenId, componentId }: ComponentRef): WireframeSet {
  return {
    ...set,
    // A screen keeps at least one component (never an empty screen).
    screens: set.screens.map((screen) =>
      screen.id !== screenId || screen.components.length <= 1
        ? screen
        : { ...screen, components: screen.components.filter((c) => c.id !== componentId) },
    ),
  };
}

function freshId(components: readonly WireframeComponent[], screenId: string): string {
  const taken = new Set(components.map((c) => c.id));
  let n = components.length + 1;
  while (taken.has(`${screenId}-${n}`)) n++;
  return `${screenId}-${n}`.slice(-64);
}

const NEW_SIZES: Record<WireframeComponentType, { width: number; height: number; text?: string }> = {
  heading: { width: 240, height: 40, text: "Heading" },
  text: { width: 280, height: 48, text: "Text that explains this step" },
  button: { width: 200, height: 48, text: "Button" },
  link: { width: 120, height: 24, text: "Link" },
  input: { width: 280, height: 48, text: "Input" },
  select: { width: 280, height: 48, text: "Choose one" },
  checkbox: { width: 240, height: 24, text: "Option" },
  image: { width: 240, height: 160 },
  icon: { width: 48, height: 48, text: "Icon" },
  card: { width: 280, height: 120, text: "Card" },
  "list-item": { width: 320, height: 64, text: "List item" },
  "nav-bar": { width: 10_000, height: 56, text: "App" },
  "tab-bar": { width: 10_000, height: 64, text: "Home · Search · Profile" },
  divider: { width: 280, height: 8 },
};

/** A new component from the palette, below what is there (or at the top when there is no room), selected. */
export function addComponent(
  set: WireframeSet,
  screenId: string,
  type: WireframeComponentType,
): { set: WireframeSet; added: ComponentRef | null } {
  const screen = set.screens.find((s) => s.id === screenId);
  if (!screen || screen.components.length >= WIREFRAME_LIMITS.componentsPerScreen) return { set, added: null };
  const { width: screenWidth, height: screenHeight } = WIREFRAME_DEVICES[set.device];
  const size = NEW_SIZES[type];
  const bottom = Math.max(0, ...screen.components.filter((c) => c.type !== "tab-bar").map((c) => c.y + c.height));
  const y =
    type === "tab-bar"
      ? screenHeight - size.height
      : type === "nav-bar"
        ? 0
        : bottom + 16 + size.height <= screenHeight
          ? snapToGrid(bottom + 16)
          : WIREFRAME_GRID * 2;
  const x = size.width >= screenWidth ? 0 : set.device === "phone" ? 16 : 320;
  const component = keepInside(
    {
      id: freshId(screen.components, screenId),
      type,
      x,
      y,
      width: Math.min(size.width, screenWidth),
      height: size.height,
      ...(size.text ? { text: size.text } : {}),
    },
    set.device,
  );
  return {
    set: { ...set, screens: set.screens.map((s) => (s.id === screenId ? { ...s, components: [...s.components, component] } : s)) },
    added: { screenId, componentId: component.id },
  };
}

/** A copy a grid step down and right, selected. */
export function duplicateComponent(set: WireframeSet, ref: ComponentRef): { set: WireframeSet; added: ComponentRef | null } {
  const screen = set.screens.find((s) => s.id === ref.screenId);
  const original = screen?.components.find((c) => c.id === ref.componentId);
  if (!screen || !original || screen.components.length >= WIREFRAME_LIMITS.componentsPerScreen) return { set, added: null };
  const { primary: _primary, ...rest } = original;
  const copy = keepInside(
    { ...rest, id: freshId(screen.components, screen.id), x: original.x + WIREFRAME_GRID * 2, y: original.y + WIREFRAME_GRID * 2 },
    set.device,
  );
  return {
    set: { ...set, screens: set.screens.map((s) => (s.id === screen.id ? { ...s, components: [...s.components, copy] } : s)) },
    added: { screenId: screen.id, componentId: copy.id },
  };
}

/** Undo and redo over whole sets (shared/undo-history.ts). */
export type EditHistory = UndoHistory<WireframeSet>;
export { pushEdit, redo, startHistory, undo };
