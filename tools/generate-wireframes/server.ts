import type { FlowchartData } from "../../shared/contracts/flowchart";
import {
  WIREFRAME_LIMITS,
  wireframeSetSchema,
  type WireframeDevice,
  type WireframeScreen,
  type WireframeSet,
} from "../../shared/contracts/wireframes";
import { defineToolServer } from "../kit/server-kit";
import type { WireframesModelOutput } from "./contract";
import { drawFlowScreens } from "./draw-screen";
import { fitScreens } from "./fit";
import { missingScreens } from "./flow-screens.mjs";
import { wireframesPrompt } from "./server-prompt";
import { normalizeWireframes } from "./server-normalize";

export default defineToolServer<"generate-wireframes">({
  purpose: "structured",
  prompt: wireframesPrompt,
  normalize: normalizeWireframes,
  // What the model drew, fitted into the device's screen; refining one screen keeps every other
  // screen exactly as it was, whatever the model returned for them.
  finishObject: (output, input) => {
    const device = input.device;
    const screens = fitScreens((output as WireframesModelOutput).screens, device);
    const previous = (input.previous as { wireframes?: WireframeSet } | undefined)?.wireframes;
    if (!input.screenId || !previous)
      return {
        wireframes: wireframeSetSchema.parse({ device, screens: input.flow ? withFlowScreens(screens, input.flow, device) : screens }),
      };
    return {
      wireframes: wireframeSetSchema.parse({
        device: previous.device,
        screens: oneScreenChanged(previous.screens, screens, input.screenId),
      }),
    };
  },
});

/**
 * The model's screens, then the screens the flow implies that it left out (a sign-up form, a
 * confirmation after a payment, a list's empty state), drawn from the flow's own steps: whatever
 * the model, every step that needs a screen gets one.
 */
function withFlowScreens(screens: WireframeScreen[], flow: FlowchartData, device: WireframeDevice): WireframeScreen[] {
  const missing = missingScreens(flow, screens).slice(0, Math.max(0, WIREFRAME_LIMITS.screens - screens.length));
  if (missing.length === 0) return screens;
  // An empty state belongs to the list the model drew, found by the flow's id or name for it.
  const drawnAs = (id: string | undefined) => {
    const name = flow.nodes
      .find((node) => node.id === id)
      ?.data.label.trim()
      .toLowerCase();
    return screens.find((screen) => screen.id === id || screen.name.trim().toLowerCase() === name)?.id;
  };
  const placed = missing.flatMap((screen) => {
    if (screen.need !== "empty") return [screen];
    const list = drawnAs(screen.stateOf) ?? (missing.some((other) => other.id === screen.stateOf) ? screen.stateOf : undefined);
    return list ? [{ ...screen, stateOf: list }] : [];
  });
  const appName = screens[0]?.components.find((c) => c.type === "nav-bar")?.text ?? "App";
  return [...screens, ...drawFlowScreens(placed, { device, appName, taken: screens.map((screen) => screen.id) })];
}

/** The previous screens with only `screenId` taken from the answer, and its new states added after it. */
function oneScreenChanged(previous: readonly WireframeScreen[], answered: readonly WireframeScreen[], screenId: string): WireframeScreen[] {
  const changed = answered.find((s) => s.id === screenId);
  const known = new Set(previous.map((s) => s.id));
  const added = answered.filter((s) => s.stateOf === screenId && !known.has(s.id));
  const out: WireframeScreen[] = [];
  for (const screen of previous) {
    out.push(
      screen.id === screenId && changed
        ? { ...changed, state: screen.state, ...(screen.stateOf ? { stateOf: screen.stateOf } : {}) }
        : screen,
    );
    if (screen.id === screenId) out.push(...added);
  }
  // Targets may only name screens that are in the set.
  const ids = new Set(out.map((s) => s.id));
  return out.map((s) => ({ ...s, components: s.components.map(({ target, ...c }) => (target && ids.has(target) ? { ...c, target } : c)) }));
}
