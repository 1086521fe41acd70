import type { z } from "zod";
import { caseStudyRequestSchema, caseStudyResponseSchema, uxFeedbackRequestSchema, uxFeedbackResponseSchema } from "./designer-tools";
import {
  buildStartupRequestSchema,
  buildStartupResponseSchema,
  landingPageRequestSchema,
  landingPageResponseSchema,
  launchRequestSchema,
  launchResponseSchema,
  monetizationRequestSchema,
  monetizationResponseSchema,
  visualFlowRequestSchema,
  visualFlowResponseSchema,
} from "./founder-tools";
import { PREVIOUS_SHAPES, withRefine } from "./refine";
import { validateUxRequestSchema, validateUxResponseSchema } from "./validate-ux";
import { TOOL_RESULT_FIELDS, type ToolName } from "./tool-names";
import { workshopPlanSchema, workshopRequestSchema, workshopResponseSchema } from "./workshop";

export { TOOL_NAMES, type ToolName } from "./tool-names";

type Contract = {
  request: z.ZodType;
  response: z.ZodType;
  /** The response field the tool's screen reads (docs/product.md#tool-functions). */
  field: string;
  /**
   * Structured tools ask the model for an object matching `modelOutput`; text tools stream
   * markdown (or HTML) and wrap it in `{[field]: text}`.
   */
  modelOutput: z.ZodType | null;
};

/**
 * Every request also takes the refine fields (`previous`, `instruction`, `conversationId`;
 * shared/contracts/refine.ts): `previous` is checked against that tool's own response. And an
 * optional `productId` (same module): the server adds that product's brief to the model's
 * context (docs/product.md#products-in-the-models-context).
 */
const refinable = <Q extends Parameters<typeof withRefine>[0], R extends z.ZodType>(name: ToolName, request: Q, response: R) =>
  withRefine(request, PREVIOUS_SHAPES[name], response);

/** One place that says, per tool, what goes in, what comes out and what the model must produce. */
export const toolContracts = {
  "validate-ux": {
    request: refinable("validate-ux", validateUxRequestSchema, validateUxResponseSchema),
    response: validateUxResponseSchema,
    field: TOOL_RESULT_FIELDS["validate-ux"],
    modelOutput: validateUxResponseSchema,
  },
  "generate-workshop": {
    request: refinable("generate-workshop", workshopRequestSchema, workshopResponseSchema),
    response: workshopResponseSchema,
    field: TOOL_RESULT_FIELDS["generate-workshop"],
    modelOutput: workshopPlanSchema,
  },
  "build-startup": {
    request: refinable("build-startup", buildStartupRequestSchema, buildStartupResponseSchema),
    response: buildStartupResponseSchema,
    field: TOOL_RESULT_FIELDS["build-startup"],
    modelOutput: null,
  },
  "generate-landing-page": {
    request: refinable("generate-landing-page", landingPageRequestSchema, landingPageResponseSchema),
    response: landingPageResponseSchema,
    field: TOOL_RESULT_FIELDS["generate-landing-page"],
    modelOutput: null,
  },
  "generate-visual-flow": {
    request: refinable("generate-visual-flow", visualFlowRequestSchema, visualFlowResponseSchema),
    response: visualFlowResponseSchema,
    field: TOOL_RESULT_FIELDS["generate-visual-flow"],
    modelOutput: visualFlowResponseSchema,
  },
  "monetization-strategy": {
    request: refinable("monetization-strategy", monetizationRequestSchema, monetizationResponseSchema),
    response: monetizationResponseSchema,
    field: TOOL_RESULT_FIELDS["monetization-strategy"],
    modelOutput: null,
  },
  "launch-assistant": {
    request: refinable("launch-assistant", launchRequestSchema, launchResponseSchema),
    response: launchResponseSchema,
    field: TOOL_RESULT_FIELDS["launch-assistant"],
    modelOutput: null,
  },
  "ux-feedback": {
    request: refinable("ux-feedback", uxFeedbackRequestSchema, uxFeedbackResponseSchema),
    response: uxFeedbackResponseSchema,
    field: TOOL_RESULT_FIELDS["ux-feedback"],
    modelOutput: null,
  },
  "case-study-generator": {
    request: refinable("case-study-generator", caseStudyRequestSchema, caseStudyResponseSchema),
    response: caseStudyResponseSchema,
    field: TOOL_RESULT_FIELDS["case-study-generator"],
    modelOutput: null,
  },
} as const satisfies Record<ToolName, Contract>;

export type ToolRequest<T extends ToolName> = z.infer<(typeof toolContracts)[T]["request"]>;
export type ToolResponse<T extends ToolName> = z.infer<(typeof toolContracts)[T]["response"]>;
