import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { flowchartDataSchema } from "./flowchart";
import { landingPageDocSchema } from "./landing-page";
import { DEFAULT_LIMITS, requiredToolText as text } from "./limits";

/** `build-startup` → `{strategy}`: markdown with a ```flowchart-json block (see flowchart.ts). */
export const buildStartupRequestSchema = z.object({ startupIdea: text("Please describe your startup idea") });
export const buildStartupResponseSchema = z.object({
  strategy: z.string(),
  // The validated diagram parsed out of the strategy, or null when the model gave none usable.
  flowchart: flowchartDataSchema.nullable().optional(),
});
export type BuildStartupRequest = z.infer<typeof buildStartupRequestSchema>;
export type BuildStartupResponse = z.infer<typeof buildStartupResponseSchema>;

export const LANDING_FORMATS = ["code", "template"] as const;
export const LANDING_SECTIONS = ["pitch", "features", "cta", "testimonials"] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** `generate-landing-page` → `{landingPage, sections}` (docs/product.md#launch). */
export const landingPageRequestSchema = z.object({
  startupIdea: text("Please generate a strategy first"),
  format: z.enum(LANDING_FORMATS).default("code"),
  contentSections: boundedArray(z.enum(LANDING_SECTIONS), {
    min: 1,
    tooFew: "Choose at least one content section",
    max: LANDING_SECTIONS.length,
    tooMany: `Choose at most ${LANDING_SECTIONS.length} content sections`,
  }),
  strategy: z
    .string()
    .max(DEFAULT_LIMITS.maxToolTextChars * 4)
    .default(""),
});
/** The page as sections (what is edited and published) and as `landingPage`: our template's HTML, or a Markdown outline. */
export const landingPageResponseSchema = z.object({ landingPage: z.string(), sections: landingPageDocSchema });
export type LandingPageRequest = z.infer<typeof landingPageRequestSchema>;
export type LandingPageResponse = z.infer<typeof landingPageResponseSchema>;

/** `generate-visual-flow` → `{useCases}` (or `{error}`). */
export const visualFlowRequestSchema = z.object({ appIdea: text("Please describe your app idea first") });
export const useCaseSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  flowchartData: flowchartDataSchema,
});
/** Also the structured output the model is asked for. */
export const visualFlowResponseSchema = z.object({ useCases: z.array(useCaseSchema).min(1).max(6) });
export type VisualFlowRequest = z.infer<typeof visualFlowRequestSchema>;
export type UseCase = z.infer<typeof useCaseSchema>;
export type VisualFlowResponse = z.infer<typeof visualFlowResponseSchema>;

/** `monetization-strategy` → `{strategy}` (markdown). */
export const monetizationRequestSchema = z.object({ productIdea: text("Please describe your product idea") });
export const monetizationResponseSchema = z.object({ strategy: z.string() });
export type MonetizationRequest = z.infer<typeof monetizationRequestSchema>;

/** `launch-assistant` → `{landingPagePlan}` (markdown). */
export const launchRequestSchema = z.object({ productIdea: text("Please describe your product idea") });
export const launchResponseSchema = z.object({ landingPagePlan: z.string() });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;
