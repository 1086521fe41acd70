import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { landingPageRequestSchema, landingPageResponseSchema } from "../../shared/contracts/founder-tools";
import { LANDING_LIMITS, LANDING_SECTION_KINDS } from "../../shared/contracts/landing-page";
import { previousText } from "../../shared/contracts/refine";
import { landingPagePart } from "../../shared/landing-markdown";
import { defineToolContract } from "../kit/contract-kit";

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
