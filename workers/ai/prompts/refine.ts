import { quoted } from "../../../tools/kit/server/prompts/persona";

/**
 * Appended to every tool's prompt when the user refines a result (docs/product.md#refine): the
 * original input is already above it; here the previous result and what to change. The model
 * answers in the tool's usual format, so the response has the same shape as a first run.
 */
export function refineSystemNote(): string {
  return [
    "",
    "The user is refining a result you gave before. Apply their instruction to the previous result:",
    "change only what the instruction asks and keep everything else exactly as it is (wording, order, structure).",
    "Answer with the complete revised result in the same format as before, not with a list of changes.",
  ].join("\n");
}

/** The previous result as compactly as it reads: its text when it is one text, else one-line JSON. */
export function serialisePrevious(previous: unknown, field: string): string {
  const main = (previous as Record<string, unknown> | null)?.[field];
  return typeof main === "string" ? main : JSON.stringify(previous);
}

export function refinePromptSection(previous: string, instruction: string): string {
  return [
    quoted("Previous result", previous),
    quoted("Instruction (change only what it asks; keep everything else as it is)", instruction),
  ].join("\n\n");
}

/** Instead of the refine note when a cut-off answer is continued (docs/product.md#cut-off-answers). */
export function continueSystemNote(): string {
  return [
    "",
    "Your previous answer, below, was cut off at the length limit. Continue it from exactly where it stopped,",
    "in the same format: do not repeat anything already written, do not start over, and do not comment on the continuation.",
  ].join("\n");
}

export function continuePromptSection(previous: string): string {
  return quoted("Your answer so far (continue right after its last word)", previous);
}
