import { z } from "zod";
import { boundedArray } from "./bounded-array";

/**
 * A landing page as data (docs/product.md#launch): sections our own template renders
 * (shared/landing-html.ts), never HTML a model wrote. The same document is edited in place,
 * refined, saved with a result, published at `/p/{address}` and copied as HTML.
 */
export const LANDING_LIMITS = {
  productName: 60,
  headline: 120,
  subheadline: 300,
  cta: 40,
  title: 80,
  body: 400,
  items: 6,
  steps: 5,
  testimonials: 3,
} as const;

export const LANDING_SECTION_KINDS = ["hero", "features", "how-it-works", "testimonials", "faq", "waitlist"] as const;
export type LandingSectionKind = (typeof LANDING_SECTION_KINDS)[number];

/** The two sections a page always shows: what it is, and the form that measures demand. */
export const ALWAYS_SHOWN: readonly LandingSectionKind[] = ["hero", "waitlist"];

export const DEFAULT_ACCENT = "#4f46e5";

/** What Startup Builder's landing panel asks the landing page tool for (`generate-landing-page`'s `format` and `contentSections`). */
export const LANDING_FORMATS = ["code", "template"] as const;
export const LANDING_SECTIONS = ["pitch", "features", "cta", "testimonials"] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, what: string) =>
  z.string().trim().min(1, `${what} cannot be empty`).max(max, `${what} can be at most ${max} characters`);
const hidden = z.boolean().optional();
const titled = { title: text(LANDING_LIMITS.title), body: text(LANDING_LIMITS.body) };

export const heroSectionSchema = z.object({
  kind: z.literal("hero"),
  hidden,
  headline: required(LANDING_LIMITS.headline, "The headline"),
  subheadline: text(LANDING_LIMITS.subheadline),
  cta: required(LANDING_LIMITS.cta, "The call to action"),
});
export const featuresSectionSchema = z.object({
  kind: z.literal("features"),
  hidden,
  title: text(LANDING_LIMITS.title),
  items: boundedArray(z.object(titled), { max: LANDING_LIMITS.items, tooMany: `A section has at most ${LANDING_LIMITS.items} items` }),
});
export const howItWorksSectionSchema = z.object({
  kind: z.literal("how-it-works"),
  hidden,
  title: text(LANDING_LIMITS.title),
  steps: boundedArray(z.object(titled), { max: LANDING_LIMITS.steps, tooMany: `How it works has at most ${LANDING_LIMITS.steps} steps` }),
});
/** A testimonial the model wrote is a placeholder until the founder marks it real; placeholders are never published. */
export const testimonialsSectionSchema = z.object({
  kind: z.literal("testimonials"),
  hidden,
  title: text(LANDING_LIMITS.title),
  items: boundedArray(
    z.object({
      quote: text(LANDING_LIMITS.body),
      name: text(LANDING_LIMITS.title),
      role: text(LANDING_LIMITS.title),
      placeholder: z.boolean(),
    }),
    {
      max: LANDING_LIMITS.testimonials,
      tooMany: `A page has at most ${LANDING_LIMITS.testimonials} testimonials`,
    },
  ),
});
export const faqSectionSchema = z.object({
  kind: z.literal("faq"),
  hidden,
  title: text(LANDING_LIMITS.title),
  items: boundedArray(z.object({ question: text(LANDING_LIMITS.title * 2), answer: text(LANDING_LIMITS.body) }), {
    max: LANDING_LIMITS.items,
    tooMany: `The FAQ has at most ${LANDING_LIMITS.items} questions`,
  }),
});
export const waitlistSectionSchema = z.object({
  kind: z.literal("waitlist"),
  hidden,
  title: text(LANDING_LIMITS.title),
  body: text(LANDING_LIMITS.body),
});

export const landingSectionSchema = z.discriminatedUnion("kind", [
  heroSectionSchema,
  featuresSectionSchema,
  howItWorksSectionSchema,
  testimonialsSectionSchema,
  faqSectionSchema,
  waitlistSectionSchema,
]);
export type LandingSectionData = z.infer<typeof landingSectionSchema>;
export type HeroSection = z.infer<typeof heroSectionSchema>;

export const landingPageDocSchema = z
  .object({
    productName: required(LANDING_LIMITS.productName, "The product name"),
    /**
     * Set by the server when the offline model wrote the copy: sample text for the founder to
     * rewrite, which Publish warns about before real visitors read it (docs/product.md#launch).
     */
    sample: z.literal(true).optional(),
    accent: z
      .string()
      .max(7, "The accent colour must be a colour like #4f46e5")
      .regex(/^#[0-9a-fA-F]{6}$/, "The accent colour must be a colour like #4f46e5"),
    sections: boundedArray(landingSectionSchema, {
      min: 2,
      tooFew: "A page has at least a hero and a waitlist",
      max: LANDING_SECTION_KINDS.length,
      tooMany: `A page has at most ${LANDING_SECTION_KINDS.length} sections`,
    }),
  })
  .superRefine((doc, ctx) => {
    const kinds = doc.sections.map((section) => section.kind);
    for (const kind of LANDING_SECTION_KINDS) {
      if (kinds.filter((k) => k === kind).length > 1)
        ctx.addIssue({ code: "custom", message: `A page has one ${kind} section`, path: ["sections"], input: doc });
    }
    for (const kind of ALWAYS_SHOWN) {
      const section = doc.sections.find((s) => s.kind === kind);
      if (!section || section.hidden)
        ctx.addIssue({ code: "custom", message: `A page always shows its ${kind} section`, path: ["sections"], input: doc });
    }
  });
export type LandingPageDoc = z.infer<typeof landingPageDocSchema>;

export function heroOf(doc: LandingPageDoc): HeroSection {
  return doc.sections.find((section): section is HeroSection => section.kind === "hero")!;
}

/** The fixed texts of the waitlist form (docs/product.md#launch). */
export const WAITLIST_TEXT = {
  email: "Email",
  join: "Join the waitlist",
  thanks: "You're on the list",
  gone: "This page is no longer available",
} as const;
