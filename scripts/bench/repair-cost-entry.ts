// Loaded through Vite by repair-cost.mjs (the bench runs plain Node): the server's whole
// post-processing of one model answer, per tool, as workers/api/functions/index.ts,
// workers/ai/structured.ts and workers/api/functions/ask-persona.ts run it — so the bench times
// the server's own code, not a copy of it.
import type { z } from "zod";
import { unwrapMarkdownFence } from "../../shared/answer-text";
import { askPersonaResponseSchema } from "../../shared/contracts/ask-persona";
import { isToolName } from "../../shared/contracts/tool-names";
import { toolContracts } from "../../tools/contracts";
import { repairAnswer } from "../../tools/kit/server/repair/repair-answer";
import { plainTextFinish } from "../../workers/api/functions/finishers";
import { toolServers } from "../../tools/server";

/** Which repair step made the answer usable; "re-ask" when the server would ask the model again. */
export type FinishStep = "as-is" | "extracted" | "syntax" | "fitted" | "re-ask";

/** The path an answer takes through the server, named for the bench's table. */
export function finishPath(tool: string): string {
  if (!isToolName(tool)) return tool === "ask-persona" ? "unwrapMarkdownFence" : "unwrapMarkdownFence (chat: whole-text twin)";
  const contract = toolContracts[tool];
  if (contract.modelOutput)
    return `repairAnswer${toolServers[tool].normalize ? " + normalize" : ""}${toolServers[tool].finishObject ? " + finisher" : ""}`;
  return toolServers[tool].finishText ? "text finisher" : "plainTextFinish";
}

/**
 * One answer from the model's text to the response the screen reads. Structured: `repairAnswer`
 * with the tool's schema and normalizer, retried keeping complete items when the answer was cut
 * off (as structured.ts does), then the tool's finisher and the response contract. Text: the tool's
 * finisher or `plainTextFinish`, then the response contract. Chat and ask-persona: the fence unwrap.
 */
export function finishAnswer(tool: string, text: string, cutOff: boolean, input: unknown): FinishStep {
  if (!isToolName(tool)) {
    const spoken = unwrapMarkdownFence(text);
    if (tool === "ask-persona") askPersonaResponseSchema.parse({ answer: spoken });
    return spoken === text ? "as-is" : "extracted";
  }
  const contract = toolContracts[tool];
  if (contract.modelOutput) {
    // The union of every tool's schema, read as one: only the step is looked at here.
    const schema: z.ZodType = contract.modelOutput;
    const normalize = toolServers[tool].normalize;
    let repaired = repairAnswer(text, schema, { normalize, cutOff: false });
    if (!repaired.ok && cutOff) repaired = repairAnswer(text, schema, { normalize, cutOff: true });
    if (!repaired.ok) return "re-ask";
    const finish = toolServers[tool].finishObject as ((output: unknown, input: unknown) => unknown) | undefined;
    contract.response.parse(finish ? finish(repaired.value, input) : repaired.value);
    return repaired.step;
  }
  const finisher = toolServers[tool].finishText as ((text: string, input: unknown) => unknown) | undefined;
  const response = contract.response.parse(finisher ? finisher(text, input) : plainTextFinish(contract.field, text)) as Record<
    string,
    unknown
  >;
  return response[contract.field] === text ? "as-is" : "extracted";
}
