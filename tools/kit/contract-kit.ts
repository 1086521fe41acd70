import type { z } from "zod";
import { withRefine, type RefineFields } from "../../shared/contracts/refine";
import { TOOLS, type ToolName } from "../../shared/contracts/tool-names";
import { CUT_OFF_NOTE } from "../../shared/result-markdown";

/**
 * The shared half of a tool's definition (`tools/<name>/contract.ts`), used by the browser and
 * the Worker alike: what goes in, what comes out, what the model must produce, and how a result
 * is saved (its brief and Markdown parts; docs/product.md#tool-results-are-saved-like-chats).
 */
type ContractSpec<T extends ToolName, Q extends z.ZodObject, R extends z.ZodType> = {
  name: T;
  /** The tool's own request fields; the refine fields and `productId` are added for every tool. */
  request: Q;
  response: R;
  /**
   * The response with every string and array bounded (arrays checked before their elements):
   * what a refine may send back as `previous`, checked before the response schema.
   */
  previous: z.ZodType;
  /**
   * Structured tools ask the model for an object matching `modelOutput`; text tools stream
   * Markdown (or HTML) and wrap it in `{[field]: text}`.
   */
  modelOutput: z.ZodType | null;
  /** What the user asked for, saved as a result's first message (its first 50 characters are the title). */
  brief: (request: z.output<Q> & RefineFields) => string;
  /** The saved Markdown parts of a result (one per assistant message). */
  markdown: (request: z.output<Q> & RefineFields, response: z.output<R>) => string[];
  /**
   * When one part stands for one item the response bounds (a wireframe screen), the most parts a
   * saved version may have and what a save past it is told: saves and hand edits are held to
   * the same bound as the tool's own answers.
   */
  maxParts?: { max: number; tooMany: string };
};

export function defineToolContract<const T extends ToolName, Q extends z.ZodObject, R extends z.ZodType>(spec: ContractSpec<T, Q, R>) {
  return {
    ...spec,
    /** The response field the tool's screen reads (the one list, shared/contracts/tool-names.ts). */
    field: TOOLS[spec.name].field as string,
    /**
     * Every request also takes the refine fields (`previous`, `instruction`, `conversationId`,
     * `continueAnswer`; shared/contracts/refine.ts), `previous` checked against this tool's own
     * response, and an optional `productId` whose brief the server adds to the model's context.
     */
    request: withRefine(spec.request, spec.previous, spec.response),
  };
}

/** Any tool's contract, as code generic over every tool sees it. */
export type AnyToolContract = {
  name: ToolName;
  field: string;
  request: z.ZodType<RefineFields>;
  response: z.ZodType;
  previous: z.ZodType;
  modelOutput: z.ZodType | null;
  brief: (request: never) => string;
  markdown: (request: never, response: never) => string[];
  maxParts?: { max: number; tooMany: string };
};

/**
 * Each tool's contract module adds its own precise type here (module augmentation), so the
 * request and response types come from the tool's folder and nowhere else.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ToolContractTypes extends Record<ToolName, AnyToolContract> {}

/** What a tool takes and gives back, as parsed, from its contract (`tools/<name>/contract.ts`). */
export type ToolRequest<T extends ToolName> = z.output<ToolContractTypes[T]["request"]>;
export type ToolResponse<T extends ToolName> = z.output<ToolContractTypes[T]["response"]>;

/** The saved Markdown parts of a result by its tool's contract (one per assistant message), from the request and response as parsed. */
export function markdownPartsOf(contract: AnyToolContract, request: unknown, response: unknown): string[] {
  const parts = contract.markdown(request as never, response as never);
  // A saved copy of a cut-off answer says so too, never passing for complete (docs/product.md#cut-off-answers).
  if ((response as { cutOff?: unknown }).cutOff !== true || parts.length === 0) return parts;
  return [...parts.slice(0, -1), `${parts.at(-1)}\n\n${CUT_OFF_NOTE}`];
}
