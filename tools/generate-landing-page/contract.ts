import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import {
  LANDING_FORMATS,
  LANDING_LIMITS,
  LANDING_SECTION_KINDS,
  LANDING_SECTIONS,
  landingPageDocSchema,
} from "../../shared/contracts/landing-page";
import { DEFAULT_LIMITS, requiredToolText } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { landingPagePart } from "../../shared/landing-markdown";
import { defineToolContract } from "../kit/contract-kit";

/** `generate-landing-page` → `{landingPage, sections}` (docs/product.md#launch). */
export const landingPageRequestSchema = z.object({
  startupIdea: requiredToolText("Please generate a strategy first"),
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

/**
 * What the model writes: the page's copy, flat and loose (docs/product.md#launch). The server
 * turns it into sections (./sections.ts) and our template renders them, so a model never writes
 * the HTML a visitor gets.
 */
const card = z.object({ title: z.string().max(LANDING_LIMITS.title), body: z.string().max(LANDING_LIMITS.body) });

export const landingModelOutputSchema = z.object({
  productName: z.string().min(1).max(LANDING_LIMITS.productName),
  headline: z.string().min(1).max(LANDING_LIMITS.headline),
  subheadline: z.string().max(LANDING_LIMITS.subheadline),
  callToAction: z.string().min(1).max(LANDING_LIMITS.cta),
  features: z.array(card).max(LANDING_LIMITS.items),
  howItWorks: z.array(card).max(LANDING_LIMITS.steps),
  testimonials: z
    .array(
      z.object({
        quote: z.string().max(LANDING_LIMITS.body),
        name: z.string().max(LANDING_LIMITS.title),
        role: z.string().max(LANDING_LIMITS.title),
      }),
    )
    .max(LANDING_LIMITS.testimonials),
  faq: z
    .array(z.object({ question: z.string().max(LANDING_LIMITS.title * 2), answer: z.string().max(LANDING_LIMITS.body) }))
    .max(LANDING_LIMITS.items),
  waitlistTitle: z.string().max(LANDING_LIMITS.title),
  waitlistText: z.string().max(LANDING_LIMITS.body),
});
export type LandingModelOutput = z.infer<typeof landingModelOutputSchema>;

const previousItems = (tooMany: string) => boundedArray(z.unknown(), { max: LANDING_LIMITS.items, tooMany }).optional();

/** `generate-landing-page`: Startup Builder's landing page, as sections and as HTML (or a Markdown outline). */
const contract = defineToolContract({
  name: "generate-landing-page",
  request: landingPageRequestSchema,
  response: landingPageResponseSchema,
  previous: z.object({
    landingPage: previousText("landing page"),
    sections: z.looseObject({
      sections: boundedArray(
        z.looseObject({ items: previousItems("A section has at most 6 items"), steps: previousItems("A section has at most 6 steps") }),
        {
          max: LANDING_SECTION_KINDS.length,
          tooMany: `A page has at most ${LANDING_SECTION_KINDS.length} sections`,
        },
      ),
    }),
  }),
  modelOutput: landingModelOutputSchema,
  brief: (request) => request.startupIdea,
  markdown: (_request, response) => [landingPagePart(response.sections)],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "generate-landing-page": typeof contract;
  }
}
