import { z } from "zod";
import { flowchartDataSchema } from "./flowchart";

/**
 * The two tool results that carry flows, read beyond their own tool: the Case Study reads them as
 * saved sources (workers/ai/saved-sources.ts), the kit's diagram refine rule edits their flows, and
 * a saved result's Markdown draws them (shared/result-markdown.ts). Each tool's request lives in
 * its folder (tools/<name>/contract.ts).
 */

/** `build-startup` → `{strategy}`: markdown with a ```flowchart-json block (see flowchart.ts). */
export const buildStartupResponseSchema = z.object({
  strategy: z.string(),
  // The validated diagram parsed out of the strategy, or null when the model gave none usable.
  flowchart: flowchartDataSchema.nullable().optional(),
});
export type BuildStartupResponse = z.infer<typeof buildStartupResponseSchema>;

/** One of `generate-visual-flow`'s `{useCases}`. */
export const useCaseSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  flowchartData: flowchartDataSchema,
});
/** Also the structured output the model is asked for. */
export const visualFlowResponseSchema = z.object({ useCases: z.array(useCaseSchema).min(1).max(6) });
export type UseCase = z.infer<typeof useCaseSchema>;
