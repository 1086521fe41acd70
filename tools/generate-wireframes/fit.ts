import {
  WIREFRAME_DEVICES,
  WIREFRAME_GRID,
  type WireframeComponent,
  type WireframeDevice,
  type WireframeScreen,
} from "../../shared/contracts/wireframes";
import type { WireframesModelOutput } from "./contract";

type ModelScreen = WireframesModelOutput["screens"][number];

const snap = (value: number) => Math.round(value / WIREFRAME_GRID) * WIREFRAME_GRID;
const safeId = (value: string | undefined, fallback: string) => (value ?? "").replace(/[^A-Za-z0-9_-]/g, "").slice(0, 40) || fallback;

/**
 * A component kept inside its screen: on the 8 px grid (its position too, unless `snapPosition`
 * is off), at least one grid step big, moved (then shrunk) until it fits. A bar as wide as the screen keeps the screen's width (390 is not on the grid).
 */
export function keepInside<C extends Pick<WireframeComponent, "x" | "y" | "width" | "height">>(
  component: C,
  device: WireframeDevice,
  { snapPosition = true } = {},
): C {
  const { width: screenWidth, height: screenHeight } = WIREFRAME_DEVICES[device];
  const fit = (size: number, room: number) => (size >= room ? room : Math.max(WIREFRAME_GRID, Math.min(snap(size), room)));
  const width = fit(Number.isFinite(component.width) ? component.width : WIREFRAME_GRID, screenWidth);
  const height = fit(Number.isFinite(component.height) ? component.height : WIREFRAME_GRID, screenHeight);
  // The arrow keys move by single pixels: their position is kept off the grid.
  const align = (at: number) => (snapPosition ? snap(at) : Math.round(at));
  const place = (at: number, size: number, room: number) => Math.min(Math.max(0, align(Number.isFinite(at) ? at : 0)), room - size);
  return { ...component, x: place(component.x, width, screenWidth), y: place(component.y, height, screenHeight), width, height };
}

/**
 * What a model drew, made into screens the set contract accepts (docs/product.md#real-model-answers):
 * ids made up where missing and made unique, every component inside its screen, targets and
 * states that name a screen by its name mapped to its id, and ones naming no screen dropped.
 */
export function fitScreens(screens: readonly ModelScreen[], device: WireframeDevice): WireframeScreen[] {
  const used = new Set<string>();
  const unique = (id: string) => {
    let candidate = id;
    for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`;
    used.add(candidate);
    return candidate;
  };
  const ids = screens.map((screen, index) => unique(safeId(screen.id, `screen-${index + 1}`)));
  const byKey = new Map<string, string>();
  screens.forEach((screen, index) => {
    byKey.set(ids[index]!.toLowerCase(), ids[index]!);
    if (screen.id) byKey.set(screen.id.toLowerCase(), ids[index]!);
    byKey.set(screen.name.trim().toLowerCase(), ids[index]!);
  });
  const resolve = (ref: string | undefined) => (ref ? byKey.get(ref.trim().toLowerCase()) : undefined);
  return screens.map((screen, index) => {
    const componentIds = new Set<string>();
    const components = screen.components.map((raw, at) => {
      let id = safeId(raw.id, `${ids[index]}-${at + 1}`);
      for (let n = 2; componentIds.has(id); n++) id = `${safeId(raw.id, `${ids[index]}-${at + 1}`)}-${n}`;
      componentIds.add(id);
      const target = resolve(raw.target);
      const { target: _target, id: _id, ...rest } = raw;
      return keepInside({ ...rest, id, ...(target && target !== ids[index] ? { target } : {}) }, device);
    });
    const state = screen.state ?? "default";
    const stateOf = state !== "default" ? resolve(screen.stateOf) : undefined;
    return {
      id: ids[index]!,
      name: screen.name.trim() || `Screen ${index + 1}`,
      state: stateOf ? state : "default",
      ...(stateOf ? { stateOf } : {}),
      components,
    };
  });
}
