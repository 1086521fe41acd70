import { z } from "zod";
import { MAX_VERSION_NOTE_CHARS } from "../result-versions";
import { boundedArray } from "./bounded-array";
import { CONVERSATION_LIMITS } from "./conversations";
import { readFlowchart } from "../flowchart-read";
import { flowEdgeSchema, flowNodeSchema } from "./flowchart";
import { productIdSchema } from "./products";
import { baseVersionSchema } from "./versions";

/**
 * Refine (docs/product.md#refine): every tool function also takes the result it gave before
 * (`previous`, in that tool's own response shape) and what to change (`instruction`), both or
 * neither. With `conversationId` the refined result is stored as the next version of that saved
 * result (docs/product.md#versions).
 */

export const INSTRUCTION_MAX_CHARS = MAX_VERSION_NOTE_CHARS;
export const BOTH_OR_NEITHER_MESSAGE = "Send both previous and instruction to refine a result, or neither for a first run";
export const CONVERSATION_ID_NEEDS_REFINE_MESSAGE =
  "conversationId is only accepted with previous and instruction, to store a refined version";
export const BASE_VERSION_NEEDS_CONVERSATION_MESSAGE =
  "baseVersion is only accepted with conversationId: the saved result's version the refine starts from";
export const CONTINUE_NEEDS_PREVIOUS_MESSAGE = "continueAnswer is only accepted with previous and instruction: the answer to continue";
/** The version note of a continued answer (docs/product.md#cut-off-answers). */
export const CONTINUE_INSTRUCTION = "Continue the answer";
/** An answer this long is not continued: the rest would not fit in one saved result. */
export const CONTINUE_MAX_CHARS = CONVERSATION_LIMITS.charactersPerMessage - 2_000;
export const CONTINUE_TOO_LONG_MESSAGE = "This answer is already as long as a saved result can be, so it cannot be continued.";

/**
 * What became of the version a refine into a saved result stores, sent with the response
 * (`savedVersion`): its number, or why it could not be stored — the result full, the account's
 * storage full, the result deleted meanwhile. The refined result is on screen either way.
 */
export const savedVersionOutcomeSchema = z.union([
  z.object({
    number: z.number().int(),
    /**
     * Who saved a version after the refine's `baseVersion` while the model answered (their
     * e-mail): the refined version is stored after theirs, nothing is dropped, and the page says so
     * (docs/product.md#version-conflicts).
     */
    newerBy: z.string().optional(),
  }),
  z.object({ error: z.string() }),
]);
export type SavedVersionOutcome = z.infer<typeof savedVersionOutcomeSchema>;

export const instructionSchema = z
  .string({ error: "The instruction must be text" })
  .trim()
  .min(1, "Type what to change first")
  .max(INSTRUCTION_MAX_CHARS, `An instruction can be at most ${INSTRUCTION_MAX_CHARS.toLocaleString("en-US")} characters`);

/** The saved conversation a refine appends its version to (ids are 32 characters; 64 leaves room). */
export const conversationIdSchema = z.string().min(1, "conversationId cannot be empty").max(64, "conversationId is at most 64 characters");

/** A previous text result (Markdown or HTML) is at most what one saved message may hold. */
const PREVIOUS_TEXT_CHARS = CONVERSATION_LIMITS.charactersPerMessage;
export const previousText = (field: string) =>
  z.string().max(PREVIOUS_TEXT_CHARS, `The previous ${field} can be at most ${PREVIOUS_TEXT_CHARS.toLocaleString("en-US")} characters`);

/**
 * Pieces of the response shapes with every string and array bounded, arrays checked before
 * their elements (boundedArray): each tool's contract builds what a request may carry as
 * `previous` from them (`tools/<name>/contract.ts`). The tool's own response schema then checks
 * the rest (graph consistency, enums), see `previousResultSchema`.
 */
export const boundedFlowchart = z.preprocess(
  normalizedWithinBounds,
  z.object({
    nodes: boundedArray(flowNodeSchema, { max: 40, tooMany: "A previous diagram has at most 40 nodes" }),
    edges: boundedArray(flowEdgeSchema, { max: 80, tooMany: "A previous diagram has at most 80 edges" }),
  }),
);

/**
 * A previous diagram in another common shape (labels on nodes, `from`/`to` edges, `process`
 * types; docs/product.md#real-model-answers) is normalized rather than refused. Only one within
 * the bounds: an oversized one keeps its clear "at most" message.
 */
function normalizedWithinBounds(value: unknown): unknown {
  const graph = value as { nodes?: unknown; edges?: unknown } | null;
  const within = Array.isArray(graph?.nodes) && graph.nodes.length <= 40 && Array.isArray(graph.edges) && graph.edges.length <= 80;
  return within ? (readFlowchart(value) ?? value) : value;
}

/**
 * `previous` for one tool: first the bounded shape (so nothing unbounded is walked), then the
 * tool's own response schema. Whatever is wrong, one issue with a message that says it is the
 * previous result that does not fit — not a cascade of issues from deep inside it.
 */
export function previousResultSchema<R extends z.ZodType>(bounded: z.ZodType, response: R) {
  return z.preprocess((value, ctx) => {
    // The bounded shape's output (diagrams normalized) is what the response schema checks.
    let current = value;
    for (const schema of [bounded, response]) {
      const parsed = schema.safeParse(current);
      if (parsed.success) {
        if (schema === bounded) current = parsed.data;
        continue;
      }
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? ` (at ${issue.path.join(".")})` : "";
      ctx.addIssue({
        code: "custom",
        message: `The previous result does not match this tool's result${where}: ${issue.message}`,
        input: value,
      });
      return value;
    }
    return current;
  }, bounded) as unknown as z.ZodType<z.output<R>, z.input<R>>;
}

/**
 * The refine fields as the request type shows them. `previous` is checked at run time against
 * the tool's own response; statically it stays `unknown`, so the nine request types differ only
 * in their own fields and code generic over every tool keeps type-checking.
 */
export type RefineFields = {
  previous?: unknown;
  instruction?: string;
  conversationId?: string;
  /**
   * Not a refine field, but every tool request carries it the same way: the product the run
   * works in, whose brief the server adds to the model's context (docs/product.md#products-in-the-models-context).
   */
  productId?: string;
  /**
   * With a refine of a text result cut off at the length limit: the model goes on from where it
   * stopped and the answer is appended to the previous text (docs/product.md#cut-off-answers).
   */
  continueAnswer?: boolean;
  /** With `conversationId`: the saved result's newest version the refine starts from (docs/product.md#version-conflicts). */
  baseVersion?: number;
};

/**
 * A tool's request schema plus the refine fields and their rules: `previous` and `instruction`
 * both or neither, `conversationId` only with them; and the optional `productId` every run takes.
 */
export function withRefine<Q extends z.ZodObject, R extends z.ZodType>(request: Q, bounded: z.ZodType, response: R) {
  return request
    .safeExtend({
      previous: previousResultSchema(bounded, response).optional(),
      instruction: instructionSchema.optional(),
      conversationId: conversationIdSchema.optional(),
      productId: productIdSchema.optional(),
      continueAnswer: z.literal(true, { error: "continueAnswer can only be true" }).optional(),
      baseVersion: baseVersionSchema.optional(),
    } as never)
    .superRefine((body: Record<string, unknown>, ctx) => {
      const refining = body.previous !== undefined;
      if (refining !== (body.instruction !== undefined)) {
        ctx.addIssue({ code: "custom", message: BOTH_OR_NEITHER_MESSAGE, path: [refining ? "instruction" : "previous"], input: body });
      } else if (!refining && body.conversationId !== undefined) {
        ctx.addIssue({ code: "custom", message: CONVERSATION_ID_NEEDS_REFINE_MESSAGE, path: ["conversationId"], input: body });
      } else if (!refining && body.continueAnswer !== undefined) {
        ctx.addIssue({ code: "custom", message: CONTINUE_NEEDS_PREVIOUS_MESSAGE, path: ["continueAnswer"], input: body });
      } else if (body.baseVersion !== undefined && body.conversationId === undefined) {
        ctx.addIssue({ code: "custom", message: BASE_VERSION_NEEDS_CONVERSATION_MESSAGE, path: ["baseVersion"], input: body });
      }
    }) as unknown as z.ZodType<z.output<Q> & RefineFields, z.input<Q> & RefineFields>;
}

/** True when a parsed tool request is a refine (both fields were sent and validated). */
export function isRefine<T extends { previous?: unknown; instruction?: string }>(
  request: T,
): request is T & { previous: NonNullable<T["previous"]>; instruction: string } {
  return request.previous !== undefined && request.instruction !== undefined;
}
