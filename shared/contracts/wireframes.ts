import { z } from "zod";
import { cleanDisplayText } from "./display-text";

/**
 * Wireframes (docs/product.md#wireframes): the screens of a flow as lo-fi drawings. A screen is
 * a flat list of positioned components from one vocabulary, inside the screen's bounds; a
 * component that leads somewhere names its target screen.
 */

/** The two frames a wireframe set is drawn for, in CSS pixels. */
export const WIREFRAME_DEVICES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type WireframeDevice = keyof typeof WIREFRAME_DEVICES;
export const wireframeDeviceSchema = z.enum(["phone", "desktop"], { error: "Choose phone or desktop" });

/** Everything a screen is drawn from. */
export const WIREFRAME_COMPONENT_TYPES = [
  "heading",
  "text",
  "button",
  "link",
  "input",
  "select",
  "checkbox",
  "image",
  "icon",
  "card",
  "list-item",
  "nav-bar",
  "tab-bar",
  "divider",
] as const;
export type WireframeComponentType = (typeof WIREFRAME_COMPONENT_TYPES)[number];

/** Components that can lead to another screen (they become hotspots in the click-through preview). */
export const LINKING_COMPONENT_TYPES: readonly WireframeComponentType[] = ["button", "link", "list-item", "card"];

/** Which variant of its screen a screen is: the screen itself, or one of its states. */
export const SCREEN_STATES = ["default", "empty", "loading", "error"] as const;

/** Everything is placed and sized on this grid, in CSS pixels. */
export const WIREFRAME_GRID = 8;

export const WIREFRAME_LIMITS = { screens: 24, componentsPerScreen: 80, text: 200, name: 80 } as const;

const id = z.string().min(1).max(64);

export const wireframeComponentSchema = z.object({
  id,
  type: z.enum(WIREFRAME_COMPONENT_TYPES),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  /**
   * What it says: a button's label, an input's placeholder, a heading's words. Kept as titles are
   * (one line, no control or invisible characters), whoever wrote it: a control character would
   * make the SVG download no XML at all.
   */
  text: z.string().max(WIREFRAME_LIMITS.text).transform(cleanDisplayText).optional(),
  /** The screen it leads to (buttons, links, list items, cards). */
  target: id.optional(),
  /** The one main action of its screen, drawn in the accent colour. */
  primary: z.boolean().optional(),
});
export type WireframeComponent = z.infer<typeof wireframeComponentSchema>;

export const wireframeScreenSchema = z.object({
  id,
  /** Named after the flow's screen ("Landing", "Set up your profile"). */
  name: z.string().min(1).max(WIREFRAME_LIMITS.name),
  state: z.enum(SCREEN_STATES).default("default"),
  /** For a state screen: the screen it is a state of. */
  stateOf: id.optional(),
  components: z.array(wireframeComponentSchema).min(1).max(WIREFRAME_LIMITS.componentsPerScreen),
});
export type WireframeScreen = z.infer<typeof wireframeScreenSchema>;

/**
 * A set of screens for one device. Checked as a whole: ids are unique, every component lies
 * inside its screen, every target and `stateOf` names a screen of the set.
 */
export const wireframeSetSchema = z
  .object({
    device: wireframeDeviceSchema,
    screens: z.array(wireframeScreenSchema).min(1).max(WIREFRAME_LIMITS.screens),
  })
  .superRefine((set, ctx) => {
    const { width, height } = WIREFRAME_DEVICES[set.device];
    const screenIds = new Set<string>();
    for (const [index, screen] of set.screens.entries()) {
      if (screenIds.has(screen.id))
        ctx.addIssue({ code: "custom", message: `Two screens are called ${screen.id}`, path: ["screens", index, "id"] });
      screenIds.add(screen.id);
    }
    for (const [index, screen] of set.screens.entries()) {
      if (screen.stateOf !== undefined && !screenIds.has(screen.stateOf)) {
        ctx.addIssue({
          code: "custom",
          message: `${screen.name} is a state of a screen that is not there`,
          path: ["screens", index, "stateOf"],
        });
      }
      const componentIds = new Set<string>();
      for (const [at, component] of screen.components.entries()) {
        const path = ["screens", index, "components", at];
        if (componentIds.has(component.id))
          ctx.addIssue({ code: "custom", message: `Two components of ${screen.name} are called ${component.id}`, path });
        componentIds.add(component.id);
        if (component.x + component.width > width || component.y + component.height > height) {
          ctx.addIssue({ code: "custom", message: `A ${component.type} of ${screen.name} lies outside the ${set.device} screen`, path });
        }
        if (component.target !== undefined && !screenIds.has(component.target)) {
          ctx.addIssue({ code: "custom", message: `A ${component.type} of ${screen.name} leads to a screen that is not there`, path });
        }
      }
    }
  });
export type WireframeSet = z.infer<typeof wireframeSetSchema>;
