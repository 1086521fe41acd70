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
import { validateUxRequestSchema, validateUxResponseSchema } from "./validate-ux";
import type { ToolName } from "./tool-names";
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

/** One place that says, per tool, what goes in, what comes out and what the model must produce. */
export const toolContracts = {
  "validate-ux": { request: validateUxRequestSchema, response: validateUxResponseSchema, field: "results", modelOutput: validateUxResponseSchema },
  "generate-workshop": { request: workshopRequestSchema, response: workshopResponseSchema, field: "agenda", modelOutput: workshopPlanSchema },
  "build-startup": { request: buildStartupRequestSchema, response: buildStartupResponseSchema, field: "strategy", modelOutput: null },
  "generate-landing-page": { request: landingPageRequestSchema, response: landingPageResponseSchema, field: "landingPage", modelOutput: null },
  "generate-visual-flow": { request: visualFlowRequestSchema, response: visualFlowResponseSchema, field: "useCases", modelOutput: visualFlowResponseSchema },
  "monetization-strategy": { request: monetizationRequestSchema, response: monetizationResponseSchema, field: "strategy", modelOutput: null },
  "launch-assistant": { request: launchRequestSchema, response: launchResponseSchema, field: "landingPagePlan", modelOutput: null },
  "ux-feedback": { request: uxFeedbackRequestSchema, response: uxFeedbackResponseSchema, field: "feedback", modelOutput: null },
  "case-study-generator": { request: caseStudyRequestSchema, response: caseStudyResponseSchema, field: "caseStudy", modelOutput: null },
} as const satisfies Record<ToolName, Contract>;

export type ToolRequest<T extends ToolName> = z.infer<(typeof toolContracts)[T]["request"]>;
export type ToolResponse<T extends ToolName> = z.infer<(typeof toolContracts)[T]["response"]>;
