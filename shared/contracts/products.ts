import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { conversationSummarySchema, productIdSchema } from "./conversations";
import { displayTextSchema } from "./display-text";
import { MEMBER_ROLES } from "./product-members";

/**
 * A product: the one context a user works on from idea to case study (docs/product.md#products).
 * Every tool and chat can run inside one; the server adds its brief to the model's context.
 */
export const PRODUCT_LIMITS = {
  nameCharacters: 80,
  ideaCharacters: 2_000,
  audienceCharacters: 500,
  notesCharacters: 4_000,
  personas: 20,
  personaNameCharacters: 80,
  personaFieldCharacters: 1_000,
  /** Saved items listed on one product page (newest first). */
  timelineItems: 500,
} as const;

const text = (label: string, max: number, { required }: { required: boolean }) => {
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);
  return required ? base.min(1, `${label} cannot be empty`) : base;
};

export const personaSchema = z.object({
  name: displayTextSchema("A persona's name", PRODUCT_LIMITS.personaNameCharacters),
  description: text("A persona's description", PRODUCT_LIMITS.personaFieldCharacters, { required: false }).default(""),
  motivation: text("A persona's motivation", PRODUCT_LIMITS.personaFieldCharacters, { required: false }).default(""),
  context: text("A persona's context", PRODUCT_LIMITS.personaFieldCharacters, { required: false }).default(""),
});
export type Persona = z.infer<typeof personaSchema>;

const personasSchema = boundedArray(personaSchema, {
  max: PRODUCT_LIMITS.personas,
  tooMany: `A product can hold at most ${PRODUCT_LIMITS.personas} personas`,
});

/** The brief: what every tool reads from the product. */
export const productBriefSchema = z.object({
  name: displayTextSchema("A product name", PRODUCT_LIMITS.nameCharacters),
  idea: text("The idea", PRODUCT_LIMITS.ideaCharacters, { required: true }),
  audience: text("The audience", PRODUCT_LIMITS.audienceCharacters, { required: false }).default(""),
  notes: text("Notes", PRODUCT_LIMITS.notesCharacters, { required: false }).default(""),
});

/** POST /api/products — "New product". */
export const createProductRequestSchema = productBriefSchema.extend({ personas: personasSchema.default([]) });
export type CreateProductRequest = z.input<typeof createProductRequestSchema>;

/** PATCH /api/products/:id — any of the brief's fields, or the whole persona list. */
export const updateProductRequestSchema = z
  .object({
    name: productBriefSchema.shape.name.optional(),
    idea: productBriefSchema.shape.idea.optional(),
    audience: text("The audience", PRODUCT_LIMITS.audienceCharacters, { required: false }).optional(),
    notes: text("Notes", PRODUCT_LIMITS.notesCharacters, { required: false }).optional(),
    personas: personasSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change: send at least one field");
export type UpdateProductRequest = z.input<typeof updateProductRequestSchema>;

/** DELETE /api/products/:id?items=keep|delete — keep its saved items in History (default) or delete them too. */
export const deleteProductQuerySchema = z.object({
  items: z.enum(["keep", "delete"], { error: "items must be keep or delete" }).default("keep"),
});

export const productSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  idea: z.string(),
  audience: z.string(),
  /** Newest activity: the brief's last edit or the newest saved item in it. */
  updatedAt: z.number(),
  createdAt: z.number(),
  items: z.number(),
  /** The caller's role in it (docs/product.md#members-and-roles): "owner" for their own. */
  role: z.enum(["owner", ...MEMBER_ROLES]),
  /** Whose product it is, for one shared with the caller ("Shared with you"); null for their own. */
  ownerEmail: z.string().nullable(),
});
export type ProductSummaryDto = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  notes: z.string(),
  personas: z.array(personaSchema),
});
export type ProductDto = z.infer<typeof productSchema>;

/** A saved chat or tool result in a product's timeline, with its latest version's text. */
export const productTimelineItemSchema = conversationSummarySchema.extend({
  /** The latest answer (a tool result's newest version, a chat's last reply), Markdown. */
  latest: z.string(),
  /** How many versions a saved tool result holds (1 for a chat). */
  versions: z.number(),
  /** When it was first saved: the export lists items in the order the work happened. */
  createdAt: z.number(),
});
export type ProductTimelineItem = z.infer<typeof productTimelineItemSchema>;

/** `GET /api/products`. */
export const productListResponseSchema = z.object({ products: z.array(productSummarySchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
/** `POST /api/products` and `PATCH /api/products/:id`. */
export const productResponseSchema = z.object({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;
/**
 * `GET /api/products/:id?offset=&limit=`: the product and one page of its items (newest first,
 * each with its latest answer), never the whole timeline at once; `nextOffset` reads the next page.
 */
export const PRODUCT_ITEMS_PAGE = { default: 20, max: 50 } as const;
export const productItemsPageQuerySchema = z.object({
  offset: z.coerce
    .number({ error: "offset must be a whole number" })
    .int("offset must be a whole number")
    .min(0, "offset must be a whole number")
    .max(PRODUCT_LIMITS.timelineItems, `offset is at most ${PRODUCT_LIMITS.timelineItems}`)
    .default(0),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit is at least 1")
    .max(PRODUCT_ITEMS_PAGE.max, `limit is at most ${PRODUCT_ITEMS_PAGE.max}`)
    .default(PRODUCT_ITEMS_PAGE.default),
});
export const productDetailResponseSchema = z.object({
  product: productSchema,
  items: z.array(productTimelineItemSchema),
  nextOffset: z.number().nullable(),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/** The optional `productId` chat, tool functions and Save accept (owned by the user, else 404). */
export { productIdSchema };
