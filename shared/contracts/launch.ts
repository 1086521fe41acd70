import { z } from "zod";
import { landingPageDocSchema, LANDING_LIMITS } from "./landing-page";

/**
 * Launch (docs/product.md#launch): a product's landing page published at `/p/{address}`, its
 * waitlist and what the page measures. One schema per contract, read by the Worker and the app.
 */

export const ADDRESS_RULES = { min: 3, max: 40 } as const;
export const ADDRESS_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Addresses that would read as ours, or as a part of the app, are never given to a page. */
export const RESERVED_ADDRESSES = new Set([
  "admin",
  "api",
  "app",
  "auth",
  "about",
  "account",
  "billing",
  "blog",
  "dashboard",
  "designers",
  "docs",
  "features",
  "founders",
  "help",
  "home",
  "leave",
  "login",
  "logout",
  "new",
  "official",
  "p",
  "privacy",
  "products",
  "profile",
  "security",
  "settings",
  "share",
  "signin",
  "signup",
  "sign-in",
  "sign-up",
  "status",
  "support",
  "team",
  "terms",
  "uxtwin",
  "ux-twin",
  "www",
  // Pages people expect of the company itself: prices, contact, reports, the law, payments, help.
  "pricing",
  "prices",
  "plans",
  "upgrade",
  "contact",
  "contact-us",
  "abuse",
  "report",
  "report-abuse",
  "spam",
  "phishing",
  "dmca",
  "copyright",
  "legal",
  "imprint",
  "impressum",
  "gdpr",
  "cookies",
  "tos",
  "dpa",
  "invoice",
  "invoices",
  "payment",
  "payments",
  "checkout",
  "subscription",
  "subscriptions",
  "refund",
  "refunds",
  "helpdesk",
  "help-center",
  "faq",
  "customer-support",
  "customer-service",
  "contact-support",
  "support-team",
  "reset-password",
  "verify",
  "verification",
]);

/** The brand, refused anywhere in an address: "uxtwin-official" and "my-ux-twin-tips" would read as ours. */
export const RESERVED_BRAND_WORDS = ["uxtwin", "ux-twin"] as const;
/** Sign-in words, refused as whole hyphen-separated words: "login-help" or "bank-sign-in" reads as an account page. */
export const RESERVED_ADDRESS_WORDS = ["login", "log-in", "signin", "sign-in", "logout", "password"] as const;

/**
 * Whether an address is refused as reserved: a reserved address, or one holding a reserved word.
 * Runs of hyphens count as one, since "ux--twin" and "sign--in" read as the words they split.
 */
export function isReservedAddress(address: string): boolean {
  const folded = address.replace(/-{2,}/g, "-");
  const words = `-${folded}-`;
  return (
    RESERVED_ADDRESSES.has(folded) ||
    RESERVED_BRAND_WORDS.some((brand) => folded.includes(brand)) ||
    RESERVED_ADDRESS_WORDS.some((word) => words.includes(`-${word}-`))
  );
}

export const ADDRESS_MESSAGES = {
  format: `A page address uses lowercase letters, digits and hyphens, ${ADDRESS_RULES.min} to ${ADDRESS_RULES.max} characters, and starts and ends with a letter or digit`,
  reserved: "This address is reserved. Choose another one",
  taken: "This address is taken. Choose another one",
} as const;

export const pageAddressSchema = z
  .string({ error: ADDRESS_MESSAGES.format })
  .trim()
  .min(ADDRESS_RULES.min, ADDRESS_MESSAGES.format)
  .max(ADDRESS_RULES.max, ADDRESS_MESSAGES.format)
  .regex(ADDRESS_PATTERN, ADDRESS_MESSAGES.format)
  .refine((address) => !isReservedAddress(address), ADDRESS_MESSAGES.reserved);

/** An address made from any text ("Paw Pals!" → "paw-pals"), as a first suggestion. */
export function addressFrom(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ADDRESS_RULES.max)
    .replace(/-+$/g, "");
  return slug.length >= ADDRESS_RULES.min ? slug : `${slug || "my"}-page`.replace(/^-/, "");
}

/** A real UTC calendar day as YYYY-MM-DD: it reads back as itself (2026-02-31 becomes 2026-03-03, so it is refused). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const day = z
  .string()
  .max(10, "Choose a date")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date")
  .refine(isCalendarDay, "Choose a date");

export const TARGET_MESSAGES = {
  /** A publish refuses a new or changed target whose date has passed (the stored one stays readable). */
  past: "Choose a target date that is today or later",
} as const;

/** "At least 40 sign-ups from 1,000 visitors by 15 January". */
export const demandTargetSchema = z
  .object({
    signups: z.number({ error: "Enter how many sign-ups" }).int().min(1, "Enter at least 1 sign-up").max(1_000_000),
    visitors: z.number({ error: "Enter how many visitors" }).int().min(1, "Enter at least 1 visitor").max(100_000_000),
    date: day,
  })
  .refine((target) => target.signups <= target.visitors, { message: "Sign-ups cannot be more than visitors", path: ["signups"] });
export type DemandTarget = z.infer<typeof demandTargetSchema>;

export const WAITLIST_LIMITS = { question: 140, answer: 500, email: 254 } as const;

/** `PUT /api/products/:productId/launch`: publish (or publish again) the product's page. */
export const publishRequestSchema = z.object({
  address: pageAddressSchema,
  doc: landingPageDocSchema,
  question: z
    .string()
    .trim()
    .max(WAITLIST_LIMITS.question, `The question can be at most ${WAITLIST_LIMITS.question} characters`)
    .default(""),
  contactEmail: z.email("Enter the contact e-mail address sign-ups can write to").max(WAITLIST_LIMITS.email),
  headlineB: z
    .string()
    .trim()
    .max(LANDING_LIMITS.headline, `A headline can be at most ${LANDING_LIMITS.headline} characters`)
    .nullable()
    .default(null)
    .transform((headline) => headline || null),
  target: demandTargetSchema.nullable().default(null),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;

export const VERDICTS = ["met", "not-met", "too-little-traffic"] as const;
export type Verdict = (typeof VERDICTS)[number];
export const VERDICT_TEXT: Record<Verdict, string> = {
  met: "Met",
  "not-met": "Not met",
  "too-little-traffic": "Too little traffic to tell",
};

const variantStats = z.object({ visitors: z.number(), signups: z.number() });

/** `GET /api/products/:productId/launch`: the Launch card. */
export const launchCardSchema = z.object({
  page: z
    .object({
      address: z.string(),
      url: z.string(),
      live: z.boolean(),
      publishedAt: z.number(),
      doc: landingPageDocSchema,
      question: z.string(),
      contactEmail: z.string(),
      headlineB: z.string().nullable(),
      target: demandTargetSchema.nullable(),
    })
    .nullable(),
  totals: z.object({ views: z.number(), visitors: z.number(), signups: z.number() }),
  daily: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number(), signups: z.number() })),
  sources: z.array(z.object({ source: z.string(), visitors: z.number() })),
  abTest: z.object({ a: variantStats, b: variantStats, probabilityBBeatsA: z.number().nullable() }).nullable(),
  target: z.object({ verdict: z.enum(VERDICTS).nullable(), daysLeft: z.number() }).nullable(),
  signups: z.array(z.object({ id: z.string(), email: z.string(), answer: z.string(), source: z.string(), createdAt: z.number() })),
  /** The newest landing page saved in the product (its Publish offers it), or null. */
  draft: landingPageDocSchema.nullable(),
  /** Whether the owner's storage is past the share sign-ups may fill, so the waitlist turns new ones away (docs/product.md#storage). */
  signupsRefusedForStorage: z.boolean(),
});
export type LaunchCard = z.infer<typeof launchCardSchema>;

/**
 * `GET /api/launch/addresses/:address`: whether the address can be the user's page address,
 * with the reason and a free alternative when it cannot.
 */
export const addressAvailabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().optional(),
  suggestion: z.string().optional(),
});
export type AddressAvailability = z.infer<typeof addressAvailabilitySchema>;
