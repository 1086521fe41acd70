import { askPersonaRequestSchema } from "../../../../shared/contracts/ask-persona";
import { isRefine } from "../../../../shared/contracts/refine";
import { TOOL_NAMES, TOOLS, type ToolName } from "../../../../shared/contracts/tool-names";
import type { AnyToolContract } from "../../../../tools/kit/contract-kit";
import { textAnswer, type ToolAnswer, type ToolOffline, type WorkerTools } from "../../../../tools/kit/server-kit";
import type { ModelContext } from "../../../../tools/kit/server/model-context";
import { ASK_PERSONA, type OfflineTask } from "../../offline-hint";
import { refineToolAnswer } from "../refine";
import { askPersonaAnswer } from "./ask-persona";

export type { ToolAnswer } from "../../../../tools/kit/server-kit";

/** Each tool's contract with its offline half, loaded. */
export type OfflineTools = { [T in ToolName]: { contract: AnyToolContract; offline: ToolOffline<T> } };

/** Every tool's offline half, loaded through the loaders the tools hand over (tools/server.ts). */
export async function loadOfflineTools(tools: WorkerTools): Promise<OfflineTools> {
  const loaded = await Promise.all(
    TOOL_NAMES.map(async (name) => [name, { contract: tools[name].contract, offline: await tools[name].offline() }]),
  );
  return Object.fromEntries(loaded) as OfflineTools;
}

/**
 * The offline answer for a tool, or null when the input does not satisfy the tool's request
 * schema or no offline halves were loaded (then the model falls back to answering from the
 * prompt text alone). A refine (previous
 * result and instruction) changes the previous result instead of writing a new one (which
 * already carries the product). `context` is what the server read from D1 for the run.
 */
export function writeToolAnswer(
  tools: OfflineTools | null,
  tool: OfflineTask,
  rawInput: unknown,
  screens: number,
  context: ModelContext = {},
): ToolAnswer | null {
  if (tool === ASK_PERSONA) {
    const parsed = askPersonaRequestSchema.safeParse(rawInput);
    return parsed.success ? textAnswer("answer", askPersonaAnswer(parsed.data, screens, context.product)) : null;
  }
  if (!tools) return null;
  const { contract, offline } = tools[tool];
  const parsed = contract.request.safeParse(rawInput);
  if (!parsed.success) return null;
  const request = parsed.data as Record<string, unknown>;
  if (isRefine(request) && request.continueAnswer) return continuedAnswer(tools, tool, request, screens, context);
  if (isRefine(request)) return refineToolAnswer(offline as never, request as never, context.product);
  // Each tool's own writer (its offline half, tools/<name>/server-offline-half.ts).
  return offline.write(request as never, screens, context);
}

/**
 * Going on after a cut-off answer (docs/product.md#cut-off-answers): the rest of the answer a first
 * run writes, after the text the user already has. The offline model cuts answers at a token
 * boundary, so what it wrote before is a prefix of that answer; text that is not (edited, or from
 * another model) gets a closing line instead of a second copy of the whole answer.
 */
function continuedAnswer(
  tools: OfflineTools,
  tool: ToolName,
  request: Record<string, unknown>,
  screens: number,
  context: ModelContext,
): ToolAnswer | null {
  const { previous, instruction: _instruction, continueAnswer: _continue, conversationId: _saved, ...firstRun } = request;
  const whole = writeToolAnswer(tools, tool, firstRun, screens, context);
  if (!whole) return null;
  const soFar = String((previous as Record<string, unknown>)[TOOLS[tool].field] ?? "");
  const rest = whole.text.startsWith(soFar) ? whole.text.slice(soFar.length) : "\n\nThat is the whole answer.";
  return { text: rest || "\n", object: { [TOOLS[tool].field]: rest } };
}
