import type { FlowchartData } from "../../shared/contracts/flowchart";
import {
  WIREFRAME_DEVICES,
  WIREFRAME_GRID as GRID,
  WIREFRAME_LIMITS,
  type WireframeComponent,
  type WireframeComponentType,
  type WireframeDevice,
  type WireframeScreen,
  type WireframeSet,
} from "../../shared/contracts/wireframes";
import { productAudience, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { clipAtWord } from "../kit/server/offline/text-utils";
import { startupFlowchart } from "../kit/server/offline/idea-flowchart";

/**
 * The offline model's wireframes (docs/product.md#wireframes): one screen per screen of the flow,
 * in the order a user meets them, each drawn from what its name says it is — a sign-up screen
 * has e-mail and password fields, a list has list items, a checkout a summary and a pay button —
 * and never empty. The main button of a screen leads to the next screen of the flow, labelled
 * with the step between them ("Sign up in one step").
 */

type FlowScreen = { id: string; name: string; next: { id: string; name: string; via: string | null }[] };

const snap = (value: number) => Math.round(value / GRID) * GRID;
/** Sizes round down to the grid, so a component never grows past the room it was given. */
const snapDown = (value: number) => Math.floor(value / GRID) * GRID;
/** Screen ids become component id prefixes: letters, digits and dashes only. */
const safeId = (value: string, index: number) => value.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40) || `screen-${index + 1}`;

/**
 * The flow's screens in the order a user meets them (breadth-first from where the flow starts),
 * each with the screens it leads to and the step on the way. Nodes typed "screen" are the
 * screens; a flow without any has its user steps drawn as screens instead.
 */
export function flowScreens(flow: FlowchartData): FlowScreen[] {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, string[]>();
  for (const edge of flow.edges) outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target]);
  const hasIncoming = new Set(flow.edges.map((edge) => edge.target));
  const starts = flow.nodes.filter((node) => node.type === "start" || !hasIncoming.has(node.id)).map((node) => node.id);
  const order: string[] = [];
  const seen = new Set<string>();
  const queue = starts.length > 0 ? [...starts] : flow.nodes.slice(0, 1).map((node) => node.id);
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    order.push(id);
    queue.push(...(outgoing.get(id) ?? []));
  }
  for (const node of flow.nodes) if (!seen.has(node.id)) order.push(node.id);
  const typed = order.filter((id) => byId.get(id)?.type === "screen");
  const screenIds = typed.length > 0 ? typed : order.filter((id) => ["userAction", "action"].includes(byId.get(id)?.type ?? ""));
  const isScreen = new Set(screenIds);

  /** The screens reachable from `from` without passing another screen, with the first step on the way. */
  const nextOf = (from: string) => {
    const found: FlowScreen["next"] = [];
    const visited = new Set([from]);
    const walk: { id: string; via: string | null }[] = (outgoing.get(from) ?? []).map((id) => ({ id, via: null }));
    while (walk.length > 0) {
      const { id, via } = walk.shift()!;
      if (visited.has(id)) continue;
      visited.add(id);
      const node = byId.get(id);
      if (!node) continue;
      if (isScreen.has(id)) {
        found.push({ id, name: node.data.label, via });
        continue;
      }
      const step = via ?? (["action", "userAction"].includes(node.type) ? node.data.label : null);
      walk.push(...(outgoing.get(id) ?? []).map((target) => ({ id: target, via: step })));
    }
    return found;
  };
  return screenIds.map((id) => ({ id, name: byId.get(id)!.data.label, next: nextOf(id) }));
}

type ScreenKind = "auth" | "list" | "checkout" | "detail" | "settings" | "done" | "landing" | "general";

const KINDS: [ScreenKind, RegExp][] = [
  ["auth", /\b(sign ?up|sign ?in|log ?in|register|account|password)\b/i],
  ["checkout", /\b(checkout|pay|payment|cart|order|purchase|subscribe|book(?:ing)?)\b/i],
  ["done", /\b(success|done|confirm\w*|thank\w*|complete\w*|activated)\b/i],
  ["settings", /\b(settings?|preferences|set ?up|setup|configure|profile)\b/i],
  ["list", /\b(list|browse|search|results|feed|catalog(?:ue)?|inbox|dashboard|home)\b/i],
  ["detail", /\b(detail|details|view|item|page)\b/i],
  ["landing", /\b(landing|welcome|intro)\b/i],
];

/** What a screen is, from its name (and the step that leads on from it). */
export function screenKind(name: string, via: string | null = null): ScreenKind {
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

const label = (text: string, max = 60) => clipAtWord(text, max);

/** One screen, drawn from its kind; its main button leads to the next screen. */
function drawScreen(screen: FlowScreen, index: number, device: WireframeDevice, appName: string, audience: string | null): WireframeScreen {
  const id = safeId(screen.id, index);
  const draw = screenBuilder(id, device);
  const [next, ...others] = screen.next;
  const kind = screenKind(screen.name, next?.via ?? null);
  const title = label(screen.name.replace(/^(Landing|Screen):\s*/i, ""), 80);
  draw.navBar(appName);
  draw.add("heading", { height: 40 }, { text: title });
  // Inside a product, the first screen says who it is for, in the brief's own words.
  if (index === 0 && audience) draw.add("text", { height: 48 }, { text: label(`For ${audience}`, 160) });
  switch (kind) {
    case "auth":
      draw.add("input", { height: 48 }, { text: "E-mail" });
      draw.add("input", { height: 48 }, { text: "Password" });
      break;
    case "list":
      draw.add("input", { height: 48 }, { text: "Search" });
      for (let item = 1; item <= 4 && draw.room(72); item++)
        draw.add("list-item", { height: 64 }, { text: `Item ${item}`, ...(next ? { target: next.id } : {}) });
      break;
    case "checkout":
      draw.add("card", { height: 144 }, { text: "Order summary" });
      draw.add("select", { height: 48 }, { text: "Payment method" });
      break;
    case "detail":
      draw.add("image", { height: 200 });
      draw.add("text", { height: 72 }, { text: "What it is, who it is for and what happens next." });
      break;
    case "settings":
      draw.add("input", { height: 48 }, { text: "Name" });
      draw.add("select", { height: 48 }, { text: "Choose one" });
      draw.add("checkbox", { height: 24 }, { text: "Send me reminders" });
      break;
    case "done":
      draw.add("icon", { height: 64, width: 64 }, { text: "Success" });
      draw.add("text", { height: 48 }, { text: "All set. You can change this any time." });
      break;
    case "landing":
      draw.add("text", { height: 48 }, { text: label(`${appName}: the shortest way to get it done.`, 120) });
      draw.add("image", { height: 176 });
      break;
    case "general":
      draw.add("text", { height: 72 }, { text: "What this step is for, in one or two sentences." });
      draw.add("card", { height: 120 }, { text: title });
      break;
  }
  const primaryText =
    kind === "checkout"
      ? "Pay now"
      : kind === "auth"
        ? next?.via
          ? label(next.via, 40)
          : "Continue"
        : next?.via
          ? label(next.via, 40)
          : next
            ? "Continue"
            : "Done";
  draw.add("button", { height: 48 }, { text: primaryText, primary: true, ...(next ? { target: next.id } : {}) });
  if (others.length > 0 && draw.room(32)) draw.add("divider", { height: 8 });
  for (const other of others) if (draw.room(40)) draw.add("link", { height: 24 }, { text: label(other.name, 60), target: other.id });
  if (device === "phone" && (kind === "list" || kind === "general")) draw.tabBar("Home · Search · Profile");
  return { id, name: label(screen.name, 80), state: "default", components: draw.components };
}

/**
 * Screens for a flow (or, given an idea alone, for the MVP flow the offline Startup Builder draws
 * for it), for one device. Screen ids are the flow's node ids, so targets follow its edges.
 */
export function wireframesFor(
  { idea, flow, device }: { idea?: string; flow?: FlowchartData; device: WireframeDevice },
  product?: OfflineProduct,
): WireframeSet {
  const drawn = flow ?? startupFlowchart(idea ?? product?.name ?? "A new product", product);
  const screens = flowScreens(drawn);
  const appName = label(product?.name ?? (idea ? readIdeaFor(idea, product).name : "App"), 24);
  const kept = screens.slice(0, WIREFRAME_LIMITS.screens);
  const ids = new Map(kept.map((screen, index) => [screen.id, safeId(screen.id, index)]));
  // Targets use the same safe ids as the screens they lead to, and only screens that are drawn.
  const linked = kept.map((screen) => ({
    ...screen,
    next: screen.next.flatMap((next) => (ids.has(next.id) ? [{ ...next, id: ids.get(next.id)! }] : [])),
  }));
  const audience = productAudience(product);
  return { device, screens: linked.map((screen, index) => drawScreen(screen, index, device, appName, audience)) };
}
