import type { ToolName } from "../../shared/contracts/tool-names";
import type { ModelContext } from "./server/model-context";
import type { RefineSpec } from "./server/refine/spec";
import type { AnyToolContract, ToolRequest, ToolResponse } from "./contract-kit";

/**
 * What a call needs the model for: `chat` (Quick Chat), `text` (long-form tool answers),
 * `structured` (JSON-schema outputs) and `vision` (the prototype validator's screenshots).
 */
export const MODEL_PURPOSES = ["chat", "text", "structured", "vision"] as const;
export type ModelPurpose = (typeof MODEL_PURPOSES)[number];

/** What an offline tool answer looks like: Markdown/HTML for text requests, an object for structured ones. */
export type ToolAnswer = { text: string; object: unknown };

/**
 * The Worker half of a tool's definition (`tools/<name>/server.ts`), never sent to the browser:
 * which kind of model it needs and its prompt; the steps between what the model produced and the
 * response the screen reads. How the offline model writes and refines it is its offline half
 * (`ToolOffline`, loaded only by the offline model).
 */
export type ToolServer<T extends ToolName> = {
  purpose: ModelPurpose;
  prompt: (input: ToolRequest<T>, expertName: string, screens: number) => { system: string; prompt: string };
  /**
   * A text tool's answer to its response (default: its field, the Markdown out of any fence
   * around it). Text answers are cleaned on the server (docs/product.md#real-model-answers).
   */
  finishText?: (text: string, input: ToolRequest<T>) => ToolResponse<T>;
  /**
   * A check of a text answer that does not depend on the model (docs/product.md#real-model-answers):
   * `problem` says what is wrong, and the model is asked once more with it; `settle` then takes out,
   * visibly, whatever is still wrong. Both read the finished text and what the server gave the model.
   */
  checkText?: {
    problem: (text: string, input: ToolRequest<T>, context: ModelContext) => string | null;
    settle: (text: string, input: ToolRequest<T>, context: ModelContext) => string;
  };
  /**
   * A structured tool's repaired object to its response (default: the object as is); `call.offline`
   * says the offline model wrote it, for results that tell the founder so.
   */
  finishObject?: (output: unknown, input: ToolRequest<T>, call?: { offline: boolean }) => ToolResponse<T>;
  /**
   * Reshaping inside the repair path, before the answer is fitted to the schema; `input` is the
   * request, for parts of a partial answer that the request says (a workshop's title).
   */
  normalize?: (output: unknown, input?: ToolRequest<T>) => unknown;
  /**
   * A structured tool's check of what a schema-valid answer says, for any model: `problem` is the
   * reason the model is asked once more, and `clean` takes out what is still wrong after that.
   */
  vet?: { problem: (output: never) => string | null; clean: (output: never) => unknown };
  /** The previous result as a refine shows it to the model (default: its field's text, else compact JSON). */
  previousForPrompt?: (previous: ToolResponse<T>) => string;
};

export function defineToolServer<T extends ToolName>(server: ToolServer<T>): ToolServer<T> {
  return server;
}

/**
 * How the offline model writes and refines a tool's answer (`tools/<name>/server-offline-half.ts`).
 * Only the offline model loads it, through the loader tools/server.ts hands over: a deployment
 * on another provider never parses the offline writers.
 */
export type ToolOffline<T extends ToolName> = {
  /** The offline model's first answer; inside a product it uses its name and audience (`context.product`). */
  write: (input: ToolRequest<T>, screens: number, context: ModelContext) => ToolAnswer;
  /** The offline model's refine step (docs/product.md#refine). */
  refine: RefineSpec<T, unknown>;
  /** The text the writer reads the idea from, so a refine finds the same name and audience (none for the validator and workshop). */
  idea?: (input: ToolRequest<T>) => string;
};

export function defineToolOffline<T extends ToolName>(offline: ToolOffline<T>): ToolOffline<T> {
  return offline;
}

/** A one-field text answer (the field the tool's screen reads). */
export function textAnswer(field: string, text: string): ToolAnswer {
  return { text, object: { [field]: text } };
}

/**
 * Every tool's contract, Worker half and a loader of its offline half, by name (tools/server.ts
 * builds it from the tool folders): what the model layer is handed — a call takes the tool's model
 * purpose and prompt from it, the offline model loads the offline half it writes and refines with
 * — so the model layer never imports a tool.
 */
export type WorkerTools = {
  [T in ToolName]: { contract: AnyToolContract; server: ToolServer<T>; offline: () => Promise<ToolOffline<T>> };
};
