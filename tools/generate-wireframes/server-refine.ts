import {
  WIREFRAME_DEVICES,
  WIREFRAME_LIMITS,
  WIREFRAME_COMPONENT_TYPES,
  type WireframeComponent,
  type WireframeComponentType,
  type WireframeDevice,
  type WireframeScreen,
} from "../../shared/contracts/wireframes";
import type { Instruction } from "../kit/server/refine/instruction";
import { refineSpec } from "../kit/server/refine/spec";
import { clipAtWord } from "../kit/server/offline/text-utils";
import { keepInside } from "./fit";

type Screens = { device: WireframeDevice; screens: WireframeScreen[] };
export const SCREEN_STATE_NAMES = ["empty", "loading", "error"] as const;
export type ScreenStateName = (typeof SCREEN_STATE_NAMES)[number];

/** "Add error state", "draw the empty state": the state a refine asks for, or null. */
export function askedState(instruction: string): ScreenStateName | null {
  const match = /\b(empty|loading|error)\s+(?:state|screen|variant)\b/i.exec(instruction);
  return match ? (match[1]!.toLowerCase() as ScreenStateName) : null;
}

const column = (device: WireframeDevice) =>
  device === "phone" ? { x: 16, width: WIREFRAME_DEVICES.phone.width - 32 } : { x: 320, width: 640 };
const bottomOf = (components: readonly WireframeComponent[]) =>
  Math.max(0, ...components.filter((c) => c.type !== "tab-bar").map((c) => c.y + c.height));

/** A state of a screen, drawn from it: its top bar and title, then what the state says, with a way back. */
export function stateScreen(screen: WireframeScreen, state: ScreenStateName, device: WireframeDevice): WireframeScreen {
  const id = `${screen.id}-${state}`.slice(0, 64);
  const { x, width } = column(device);
  const kept = screen.components.filter((c) => c.type === "nav-bar" || c.type === "heading").slice(0, 2);
  const components: WireframeComponent[] = kept.map((c, i) => ({ ...c, id: `${id}-${i + 1}` }));
  let y = bottomOf(components) + 24;
  const add = (
    type: WireframeComponentType,
    height: number,
    extra: Partial<WireframeComponent> = {},
    size: { x?: number; width?: number } = {},
  ) => {
    components.push(
      keepInside({ id: `${id}-${components.length + 1}`, type, x: size.x ?? x, y, width: size.width ?? width, height, ...extra }, device),
    );
    y += height + 16;
  };
  if (state === "loading") {
    for (let i = 0; i < 3; i++) add("card", 96, { text: "Loading…" });
  } else {
    add("icon", 64, { text: state === "empty" ? "Nothing yet" : "Warning" }, { x: x + Math.floor(width / 2 / 8) * 8 - 32, width: 64 });
    add("heading", 40, { text: state === "empty" ? "Nothing here yet" : "Something went wrong" });
    add("text", 48, {
      text:
        state === "empty"
          ? "When there is something to show, it appears here."
          : "We could not load this. Check your connection and try again.",
    });
    add("button", 48, { text: state === "empty" ? "Get started" : "Try again", primary: true, target: screen.id });
  }
  return { id, name: clipAtWord(`${screen.name} — ${state}`, WIREFRAME_LIMITS.name), state, stateOf: screen.id, components };
}

/** The type a phrase asks for ("a search field" → input, "a photo" → image), text when it names none. */
function typeFor(words: string): WireframeComponentType {
  const lower = words.toLowerCase();
  const synonyms: [RegExp, WireframeComponentType][] = [
    [/\b(field|input|search|box)\b/, "input"],
    [/\b(dropdown|select|picker)\b/, "select"],
    [/\b(checkbox|toggle|switch|tick)\b/, "checkbox"],
    [/\b(photo|picture|image|illustration|map)\b/, "image"],
    [/\b(button|cta|call to action)\b/, "button"],
    [/\blink\b/, "link"],
    [/\b(title|heading|headline)\b/, "heading"],
    [/\bcard\b/, "card"],
  ];
  for (const [pattern, type] of synonyms) if (pattern.test(lower)) return type;
  const named = WIREFRAME_COMPONENT_TYPES.find((type) => lower.includes(type.replace("-", " ")));
  return named ?? "text";
}

const HEIGHTS: Partial<Record<WireframeComponentType, number>> = {
  heading: 40,
  text: 48,
  button: 48,
  input: 48,
  select: 48,
  checkbox: 24,
  link: 24,
  image: 160,
  card: 120,
  "list-item": 64,
  icon: 48,
  divider: 8,
};

/** One component added below the last one; when the screen is full, the last text says it instead. */
function withComponent(screen: WireframeScreen, type: WireframeComponentType, text: string, device: WireframeDevice): WireframeScreen {
  const { height: screenHeight } = WIREFRAME_DEVICES[device];
  const { x, width } = column(device);
  const height = HEIGHTS[type] ?? 48;
  const y = Math.ceil((bottomOf(screen.components) + 16) / 8) * 8;
  const tabBar = screen.components.some((c) => c.type === "tab-bar") ? 64 : 0;
  if (y + height <= screenHeight - tabBar && screen.components.length < WIREFRAME_LIMITS.componentsPerScreen) {
    const added = keepInside(
      {
        id: uniqueId(screen, `${screen.id}-added`),
        type,
        x,
        y,
        width: type === "icon" ? 48 : width,
        height,
        ...(type === "image" || type === "divider" ? {} : { text }),
      },
      device,
    );
    return { ...screen, components: [...screen.components, added] };
  }
  // No room: the last text component carries it, so the change is still visible.
  const lastText = [...screen.components].reverse().find((c) => c.type === "text" || c.type === "heading") ?? screen.components.at(-1)!;
  return {
    ...screen,
    components: screen.components.map((c) => (c === lastText ? { ...c, text: clipAtWord(text, WIREFRAME_LIMITS.text) } : c)),
  };
}

function uniqueId(screen: WireframeScreen, base: string): string {
  const taken = new Set(screen.components.map((c) => c.id));
  let id = base.slice(0, 60);
  for (let n = 2; taken.has(id); n++) id = `${base.slice(0, 56)}-${n}`;
  return id;
}

/** What the offline model changes on one screen for the parts of an instruction it can read (the same screen when none apply). */
function refineScreen(screen: WireframeScreen, instruction: Instruction, device: WireframeDevice): WireframeScreen {
  let next = screen;
  if (instruction.removal) {
    const words = instruction.removal.toLowerCase();
    const kept = next.components.filter((c) => !(c.text ?? "").toLowerCase().includes(words) && !words.includes(c.type.replace("-", " ")));
    if (kept.length > 0) next = { ...next, components: kept };
  }
  if (instruction.shorter && next.components.length > 1) {
    const drop = [...next.components].reverse().find((c) => !c.primary && c.type !== "nav-bar" && c.type !== "heading");
    if (drop) next = { ...next, components: next.components.filter((c) => c !== drop) };
  }
  if (instruction.addition) {
    const type = typeFor(instruction.text);
    next = withComponent(next, type, clipAtWord(instruction.addition, 60), device);
  }
  return next;
}

/**
 * The offline model's refine of a wireframe set (docs/product.md#wireframes): with `screenId`
 * only that screen changes — or gains the state the instruction asks for, linked to it — and
 * every other screen stays exactly as it was; without, every screen takes the instruction.
 */
export const wireframesRefine = refineSpec<"generate-wireframes", Screens>({
  start: (input) => ({ device: input.previous.wireframes.device, screens: input.previous.wireframes.screens }),
  refine: ({ device, screens }, instruction, input) => {
    const chosen = input.screenId ? screens.find((s) => s.id === input.screenId) : undefined;
    const state = askedState(instruction.text);
    if (state && (chosen || screens[0])) {
      const of = chosen ?? screens.find((s) => s.state === "default") ?? screens[0]!;
      const drawn = stateScreen(of, state, device);
      if (!screens.some((s) => s.id === drawn.id) && screens.length < WIREFRAME_LIMITS.screens) {
        const at = screens.indexOf(of) + 1 + screens.filter((s) => s.stateOf === of.id).length;
        return { device, screens: [...screens.slice(0, at), drawn, ...screens.slice(at)] };
      }
    }
    const refined = screens.map((s) => (!chosen || s === chosen ? refineScreen(s, instruction, device) : s));
    // Nothing it could read applied: the instruction is noted on the screen it was for (the first,
    // for the whole set), so the change is visible. A new name or audience is carried out for every
    // tool alike, after this step (refine/index.ts).
    const renaming = instruction.rename !== null || instruction.audience !== null;
    if (refined.every((s, i) => s === screens[i]) && !renaming) {
      const noted = chosen ?? screens[0]!;
      return {
        device,
        screens: screens.map((s) =>
          s === noted ? withComponent(s, "text", clipAtWord(`Revised: ${instruction.text}`, WIREFRAME_LIMITS.text), device) : s,
        ),
      };
    }
    return { device, screens: refined };
  },
  // A new name or audience the screens never named is said on the first screen.
  line: ({ device, screens }, line) => ({ device, screens: screens.map((s, i) => (i === 0 ? withComponent(s, "text", line, device) : s)) }),
  render: ({ screens }) => JSON.stringify({ screens }),
});
