import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { DEFAULT_LIMITS } from "../../shared/contracts/limits";
import { boundedFlowchart } from "../../shared/contracts/refine";
import {
  WIREFRAME_COMPONENT_TYPES,
  WIREFRAME_LIMITS,
  wireframeDeviceSchema,
  wireframeSetSchema,
  type WireframeDevice,
} from "../../shared/contracts/wireframes";
import { defineToolContract } from "../kit/contract-kit";
import { screenMarkdown } from "./markdown";

export const NOTHING_TO_DRAW_MESSAGE = "Describe your app idea or choose a flow first";

/**
 * `generate-wireframes` (docs/product.md#wireframes): the screens of a flow — given as a diagram,
 * or drawn for an idea — for a phone or a desktop. With `screenId` a refine changes that one
 * screen (and may add its states) and leaves every other screen as it was.
 */
const request = z
  .object({
    idea: z.string({ error: NOTHING_TO_DRAW_MESSAGE }).trim().max(DEFAULT_LIMITS.maxToolTextChars).optional(),
    flow: boundedFlowchart.optional(),
    /** What the flow is called where it came from ("Book a walk"), for the saved result's title. */
    flowName: z.string().trim().max(100, "A flow name can be at most 100 characters").optional(),
    device: wireframeDeviceSchema.default("phone"),
    screenId: z.string().min(1).max(64).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.idea && !body.flow) ctx.addIssue({ code: "custom", message: NOTHING_TO_DRAW_MESSAGE, path: ["idea"], input: body });
  });

const response = z.object({ wireframes: wireframeSetSchema });

/**
 * What the model writes: screens of components, loosely — positions and sizes are fitted into the
 * device's screen on the server (./fit.ts), so a component a few pixels off is moved, not refused.
 */
export const wireframesModelOutputSchema = z.object({
  screens: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        name: z.string().min(1).max(WIREFRAME_LIMITS.name),
        state: z.enum(["default", "empty", "loading", "error"]).optional(),
        stateOf: z.string().max(64).optional(),
        components: z
          .array(
            z.object({
              id: z.string().max(64).optional(),
              type: z.enum(WIREFRAME_COMPONENT_TYPES),
              x: z.number(),
              y: z.number(),
              width: z.number(),
              height: z.number(),
              text: z.string().max(WIREFRAME_LIMITS.text).optional(),
              target: z.string().max(64).optional(),
              primary: z.boolean().optional(),
            }),
          )
          .min(1)
          .max(WIREFRAME_LIMITS.componentsPerScreen),
      }),
    )
    .min(1)
    .max(WIREFRAME_LIMITS.screens),
});
export type WireframesModelOutput = z.infer<typeof wireframesModelOutputSchema>;

const deviceLabel = (device: WireframeDevice) => (device === "phone" ? "phone" : "desktop");

const contract = defineToolContract({
  name: "generate-wireframes",
  request,
  response,
  previous: z.object({
    wireframes: z.looseObject({
      device: wireframeDeviceSchema,
      screens: boundedArray(
        z.looseObject({
          components: boundedArray(z.unknown(), {
            max: WIREFRAME_LIMITS.componentsPerScreen,
            tooMany: `A previous screen has at most ${WIREFRAME_LIMITS.componentsPerScreen} components`,
          }),
        }),
        { max: WIREFRAME_LIMITS.screens, tooMany: `A previous set has at most ${WIREFRAME_LIMITS.screens} screens` },
      ),
    }),
  }),
  modelOutput: wireframesModelOutputSchema,
  brief: (request) => `Wireframes (${deviceLabel(request.device)}): ${request.flowName || request.idea || "a flow"}`,
  // One part per screen, each with its own drawing block, so a saved set of many screens never
  // outgrows what one saved message may hold.
  markdown: (_request, response) => response.wireframes.screens.map((screen) => screenMarkdown(screen, response.wireframes)),
  maxParts: { max: WIREFRAME_LIMITS.screens, tooMany: `A wireframe set has at most ${WIREFRAME_LIMITS.screens} screens` },
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "generate-wireframes": typeof contract;
  }
}
