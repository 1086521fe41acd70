import { singular } from "../../shared/english-nouns";
import { cutAtWord } from "../../shared/plain-text";
import {
  WIREFRAME_DEVICES,
  WIREFRAME_GRID as GRID,
  WIREFRAME_LIMITS,
  type WireframeComponent,
  type WireframeComponentType,
  type WireframeDevice,
  type WireframeScreen,
} from "../../shared/contracts/wireframes";
import { headingHeight } from "../../shared/wireframe-svg";
import type { FlowScreen } from "./flow-screens.mjs";

/**
 * A flow's screens drawn from what each is (docs/product.md#wireframes): a sign-up screen has
 * e-mail and password fields, a list has list items, a checkout a summary and a pay button, an
 * empty state says what will be there — never an empty screen. The main button leads to the next
 * screen, labelled with the step between them ("Sign up in one step"). The offline model draws
 * every screen this way, and the server draws so the screens a model left out.
 */

const snap = (value: number) => Math.round(value / GRID) * GRID;
/** Sizes round down to the grid, so a component never grows past the room it was given. */
const snapDown = (value: number) => Math.floor(value / GRID) * GRID;
/** Screen ids become component id prefixes: letters, digits and dashes only. */
export const safeScreenId = (value: string, index: number) => value.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40) || `screen-${index + 1}`;

const label = (text: string, max = 60) => cutAtWord(text, max);

/** Words before what a list or a choice holds ("Browse your …", "Choose a …"). */
const LEAD_WORDS = /^(browse|search|find|see|view|explore|compare|choose|pick|select|all|the|a|an|your|my|nearby|new)$/i;
/** Words that end the thing held ("a plan that renews", "boxes near you"). */
const END_WORDS = /^(that|which|who|for|with|to|near|nearby|in|on|from|by|and|or|of)$/i;
/** Words that name the screen rather than what is on it ("Meal box listings", "Search results"). */
const SCREEN_WORDS = /^(list|listings?|results?|feed|catalog(ue)?|inbox|dashboard|home|search|screen|page|options?|choices?)$/i;

/**
 * What a list or a choice on a screen holds, named from its title so a designer reads the rows as
 * the product's own ("Browse weekly meal boxes" → "Weekly meal box 1", "Choose a plan that renews
 * every week" → "Plan 1"); "Item" when the title names nothing held.
 */
export function heldThing(title: string): string {
  const words = title
    .replace(/[,.:;!?].*$/, "")
    .split(/\s+/)
    .filter(Boolean);
  const led = LEAD_WORDS.test(words[0] ?? "");
  while (words.length > 0 && LEAD_WORDS.test(words[0]!)) words.shift();
  const end = words.findIndex((word) => END_WORDS.test(word));
  // After "Browse" or "Choose" comes the thing itself; any other title names rows only with a plural at its end
  // ("Home cooks list weekly meal boxes"), or a row would read as a pile of the idea's words ("Dog walking 1").
  const named = end === -1 ? words : words.slice(0, end);
  while (named.length > 0 && SCREEN_WORDS.test(named.at(-1)!)) named.pop();
  // Words in a row as the title has them: a screen word inside the name ends what comes before it ("Home cooks list …").
  const inside = named.findLastIndex((word) => SCREEN_WORDS.test(word));
  const held = named.slice(inside + 1).slice(led ? -3 : -2);
  if (held.length === 0 || (!led && singular(held.at(-1)!) === held.at(-1))) return "Item";
  const thing = [...held.slice(0, -1), singular(held.at(-1)!)].join(" ");
  return cutAtWord(thing.charAt(0).toUpperCase() + thing.slice(1), 30);
}

type ScreenKind = "auth" | "list" | "checkout" | "detail" | "settings" | "done" | "landing" | "choice" | "general";

const KINDS: [ScreenKind, RegExp][] = [
  ["auth", /\b(sign ?up|sign ?in|log ?in|register|account|password)\b/i],
  ["checkout", /\b(checkout|pay|payment|cart|order|purchase|subscribe|book(?:ing)?)\b/i],
  ["done", /\b(success|done|confirm\w*|thank\w*|complete\w*|activated)\b/i],
  ["settings", /\b(settings?|preferences|set ?up|setup|configure|profile)\b/i],
  ["list", /\b(list|browse|search|results|feed|catalog(?:ue)?|inbox|dashboard|home)\b/i],
  ["detail", /\b(detail|details|view|item|page)\b/i],
  ["landing", /\b(landing|welcome|intro)\b/i],
  ["choice", /\b(choose|pick|select)\b/i],
];

/** What a screen is, from what the flow needs it for, its name and the step that leads on from it. */
export function screenKind(name: string, via: string | null = null, need: FlowScreen["need"] = "screen"): ScreenKind {
  if (need === "form") return "auth";
  if (need === "confirmation") return "done";
  // A landing page is named after the product, whose name may hold any word ("Home Cooks Market" is no list).
  if (/^landing\s*:/i.test(name)) return "landing";
  for (const [kind, words] of KINDS) if (words.test(name)) return kind;
  if (via && KINDS[0]![1].test(via)) return "landing";
  return "general";
}

/** Lays components out top to bottom inside one screen, on the 8 px grid. */
function screenBuilder(screenId: string, device: WireframeDevice) {
  const { width, height } = WIREFRAME_DEVICES[device];
  const column = device === "phone" ? { x: 16, width: width - 32 } : { x: 320, width: 640 };
  const components: WireframeComponent[] = [];
  let y = 0;
  const add = (
    type: WireframeComponentType,
    size: { height: number; width?: number; x?: number },
    extra: Partial<WireframeComponent> = {},
  ) => {
    const component: WireframeComponent = {
      id: `${screenId}-${components.length + 1}`,
      type,
      x: snap(size.x ?? column.x),
      y: snap(y),
      // A bar spans the whole screen, whose width (390) is not on the grid.
      width: size.width === width ? width : snapDown(size.width ?? column.width),
      height: snap(size.height),
      ...extra,
    };
    components.push(component);
    y = component.y + component.height + 16;
    return component;
  };
  return {
    column,
    components,
    add,
    /** A full-width bar at the top. */
    navBar(text: string) {
      add("nav-bar", { height: 56, x: 0, width }, { text });
      y += 8;
    },
    /** The phone's tab bar at the very bottom, where the stack never reaches. */
    tabBar(text: string) {
      components.push({ id: `${screenId}-${components.length + 1}`, type: "tab-bar", x: 0, y: height - 64, width, height: 64, text });
    },
    room: (needed: number) => y + needed <= height - (device === "phone" ? 80 : 16),
  };
}

/** One screen, drawn from its kind; its main button leads to the next screen. */
function drawScreen(screen: FlowScreen, index: number, device: WireframeDevice, appName: string, audience: string | null): WireframeScreen {
  const id = safeScreenId(screen.id, index);
  const draw = screenBuilder(id, device);
  const [next, ...others] = screen.next;
  const kind = screenKind(screen.name, next?.via ?? null, screen.need);
  const title = label(screen.name.replace(/^(Landing|Screen):\s*/i, ""), 80);
  draw.navBar(appName);
  // As tall as the title's lines: a title is never cut inside the frame.
  draw.add("heading", { height: headingHeight(title, draw.column.width) }, { text: title });
  // Inside a product, the first screen says who it is for, in the brief's own words.
  if (index === 0 && audience) draw.add("text", { height: 48 }, { text: label(`For ${audience}`, 160) });
  if (screen.need === "empty") {
    draw.add("icon", { height: 64, width: 64 });
    draw.add("text", { height: 48 }, { text: "Nothing here yet. What you add shows up here." });
    draw.add("button", { height: 48 }, { text: "Add the first one", primary: true });
    return { id, name: label(screen.name, WIREFRAME_LIMITS.name), state: "empty", stateOf: screen.stateOf, components: draw.components };
  }
  switch (kind) {
    case "auth":
      draw.add("input", { height: 48 }, { text: "E-mail" });
      draw.add("input", { height: 48 }, { text: "Password" });
      break;
    case "list":
      draw.add("input", { height: 48 }, { text: "Search" });
      for (let item = 1; item <= 4 && draw.room(72); item++)
        draw.add("list-item", { height: 64 }, { text: `${heldThing(title)} ${item}`, ...(next ? { target: next.id } : {}) });
      break;
    case "checkout":
      draw.add("card", { height: 144 }, { text: "Order summary" });
      draw.add("select", { height: 48 }, { text: "Payment method" });
      break;
    // No body text a designer would have to replace ("What this step is for…"): what a screen shows is drawn, not described.
    case "detail":
      draw.add("image", { height: 200 });
      draw.add("card", { height: 96 }, { text: title });
      break;
    case "settings":
      draw.add("input", { height: 48 }, { text: "Name" });
      draw.add("select", { height: 48 }, { text: "Choose one" });
      draw.add("checkbox", { height: 24 }, { text: "Send me reminders" });
      break;
    case "done":
      draw.add("icon", { height: 64, width: 64 }, { text: "Success" });
      // Under "Order confirmed" a promise to change things later reads wrong: thank the person instead.
      draw.add("text", { height: 48 }, { text: /confirmed/i.test(title) ? "Thank you. The details are in your account." : "All set." });
      break;
    case "landing":
      draw.add("image", { height: 176 });
      break;
    case "choice":
      for (let option = 1; option <= 3; option++) draw.add("checkbox", { height: 24 }, { text: `${heldThing(title)} ${option}` });
      break;
    case "general":
      draw.add("image", { height: 160 });
      draw.add("card", { height: 120 }, { text: title });
      break;
  }
  const stepLabel = next?.via ? label(next.via, 40) : next ? "Continue" : "Done";
  const primaryText = kind === "checkout" ? "Pay now" : stepLabel;
  draw.add("button", { height: 48 }, { text: primaryText, primary: true, ...(next ? { target: next.id } : {}) });
  if (others.length > 0 && draw.room(32)) draw.add("divider", { height: 8 });
  for (const other of others) if (draw.room(40)) draw.add("link", { height: 24 }, { text: label(other.name, 60), target: other.id });
  if (device === "phone" && (kind === "list" || kind === "general")) draw.tabBar("Home · Search · Profile");
  return { id, name: label(screen.name, WIREFRAME_LIMITS.name), state: "default", components: draw.components };
}

/**
 * Screens for a flow's needed screens, for one device. Screen ids are the flow's node ids, so
 * targets follow its edges; `taken` are ids already in the set, which a drawn screen never reuses.
 */
export function drawFlowScreens(
  screens: readonly FlowScreen[],
  {
    device,
    appName,
    audience = null,
    taken = [],
  }: { device: WireframeDevice; appName: string; audience?: string | null; taken?: readonly string[] },
): WireframeScreen[] {
  const used = new Set(taken);
  const ids = new Map<string, string>();
  for (const [index, screen] of screens.entries()) {
    let id = safeScreenId(screen.id, index);
    for (let n = 2; used.has(id); n++) id = `${safeScreenId(screen.id, index)}-${n}`;
    used.add(id);
    ids.set(screen.id, id);
  }
  // Targets use the same safe ids as the screens they lead to, and only screens that are drawn.
  const linked = screens.map((screen) => ({
    ...screen,
    id: ids.get(screen.id)!,
    ...(screen.stateOf ? { stateOf: ids.get(screen.stateOf) ?? screen.stateOf } : {}),
    next: screen.next.flatMap((next) => (ids.has(next.id) ? [{ ...next, id: ids.get(next.id)! }] : [])),
  }));
  return linked.map((screen, index) => drawScreen(screen, taken.length + index, device, label(appName, 24), audience));
}
