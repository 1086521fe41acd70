import { z } from "zod";
import { personaSchema } from "../../../shared/contracts/products";

/**
 * What the server adds to a model call besides the request itself
 * (docs/product.md#products-in-the-models-context): the brief of the product the run works in,
 * and, for a case study, what the saved results it is written from hold. Both are read from D1
 * by ids the user owns, never taken from the browser.
 *
 * One zod schema, because the offline model receives this through `providerOptions` and reads
 * it back like any other input: whatever does not fit is ignored, never trusted.
 */
export const productBriefSchema = z.object({
  name: z.string(),
  idea: z.string(),
  audience: z.string(),
  notes: z.string(),
  personas: z.array(personaSchema),
});
export type ProductBrief = z.infer<typeof productBriefSchema>;

/** One persona × task of a saved validation, as its latest version reports it. */
const findingSchema = z.object({
  persona: z.string(),
  task: z.string(),
  sentiment: z.string(),
  /** Estimated, never measured; null when the report did not say. */
  successRate: z.number().nullable(),
  /** The same pair's estimate in the first version, when a later version changed it. */
  firstSuccessRate: z.number().nullable(),
});
export type Finding = z.infer<typeof findingSchema>;

/** The tool name a product's published page is listed under among a case study's sources. */
export const LAUNCH_SOURCE_TOOL = "launch";

/** The tool name a product's prototype test is listed under among a case study's sources. */
export const PROTOTYPE_TEST_SOURCE_TOOL = "prototype-test";

/** What one saved result (or chat) holds, read from its stored Markdown and versions. */
export const savedSourceSchema = z.object({
  title: z.string(),
  /** The tool that made it; null for a chat. */
  tool: z.string().nullable(),
  /** What it is, as a case study cites it: "plan", "flows", "predictions by synthetic users"… */
  kind: z.string(),
  /** The UTC day it was last saved (YYYY-MM-DD); "" when not known. */
  date: z.string(),
  versions: z.number(),
  /** What made each version after the first: the refine instruction, "Edited by hand"… */
  changes: z.array(z.object({ version: z.number(), note: z.string() })),
  /** A validation's synthetic users and tasks, and what it found per pair. */
  personas: z.array(z.string()),
  tasks: z.array(z.string()),
  findings: z.array(findingSchema),
  /** The flows it drew: a use case's title (or the plan's key user flow) and its step labels. */
  flows: z.array(z.object({ name: z.string(), steps: z.array(z.string()) })),
  /** The latest version's Markdown, clipped, for the model to read as it is. */
  latest: z.string(),
});
export type SavedSource = z.infer<typeof savedSourceSchema>;

export const modelContextSchema = z.object({
  product: productBriefSchema.nullable().optional(),
  sources: z.array(savedSourceSchema).optional(),
  /** A case study in a product: how many older saved items did not fit and were not read. */
  olderItemsLeftOut: z.number().optional(),
});
export type ModelContext = z.infer<typeof modelContextSchema>;

/** The context as given, or an empty one when it does not fit (the offline model's guard). */
export function readModelContext(value: unknown): ModelContext {
  const parsed = modelContextSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}
