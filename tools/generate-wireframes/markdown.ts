import { wireframeScreenSchema, wireframeDeviceSchema, type WireframeScreen, type WireframeSet } from "../../shared/contracts/wireframes";
import { stripWireframeBlocks, wireframeBlock, wireframeBlockJson } from "../../shared/wireframe-block";
import { componentName } from "../../shared/wireframe-svg";

/**
 * A saved wireframe screen (docs/product.md#wireframes): its name, its components as a list
 * anyone can read (and search), and a ```wireframe-json block that saved and shared pages draw
 * again. One screen per saved part.
 */

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function screenMarkdown(screen: WireframeScreen, set: Pick<WireframeSet, "device" | "screens">): string {
  const names = new Map(set.screens.map((s) => [s.id, s.name]));
  const title =
    screen.state !== "default" && screen.stateOf
      ? `${screen.name} (${screen.state} state of ${names.get(screen.stateOf) ?? screen.stateOf})`
      : screen.name;
  const lines = screen.components.map((component) => {
    const target = component.target ? ` → ${oneLine(names.get(component.target) ?? component.target)}` : "";
    return `- ${oneLine(componentName(component))}${target}`;
  });
  const block = wireframeBlock(JSON.stringify({ device: set.device, screen }));
  return [`## ${oneLine(title)}`, "", ...lines, "", block].join("\n");
}

/** The screen a saved part draws, or null when the part holds none (or one that no longer reads). */
export function readScreenBlock(markdown: string): { device: WireframeSet["device"]; screen: WireframeScreen } | null {
  const json = wireframeBlockJson(markdown);
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { device?: unknown; screen?: unknown };
    const device = wireframeDeviceSchema.safeParse(value.device);
    const screen = wireframeScreenSchema.safeParse(value.screen);
    return device.success && screen.success ? { device: device.data, screen: screen.data } : null;
  } catch {
    return null;
  }
}

/** The saved parts of a wireframe set back as the set (the parts that no longer read are left out). */
export function readSavedWireframes(parts: readonly string[]): WireframeSet | null {
  const screens = parts.map(readScreenBlock).filter((found) => found !== null);
  if (screens.length === 0) return null;
  return { device: screens[0]!.device, screens: screens.map((found) => found.screen) };
}

/** A part's text without its drawing block (what a page shows beside the drawing). */
export function withoutScreenBlock(markdown: string): string {
  return stripWireframeBlocks(markdown).trim();
}

/**
 * What a screen says, for the validator ("Validate these wireframes"): its name on the first
 * line, then one component per line ("Button: Request walk"). At most 2,000 characters.
 */
export function screenText(screen: WireframeScreen): string {
  return [oneLine(screen.name), ...screen.components.map((c) => oneLine(componentName(c)))].join("\n").slice(0, 2_000);
}

/**
 * Tasks to test the screens with, when no flow says them: each screen's main action that leads
 * on ("Sign up in one step"), in flow order, once each; at most five.
 */
export function tasksFromScreens(set: Pick<WireframeSet, "screens">): string[] {
  const tasks = set.screens.flatMap((screen) =>
    screen.components.filter((c) => c.primary && c.target && c.text).map((c) => oneLine(c.text!)),
  );
  return [...new Set(tasks)].slice(0, 5);
}
