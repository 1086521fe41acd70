import { isRefine } from "../../../shared/contracts/refine";
import { TOOLS, type ToolName } from "../../../shared/contracts/tool-names";
import type { ToolRequest } from "../../../tools/kit/contract-kit";
import type { WorkerTools } from "../../../tools/kit/server-kit";
import type { ModelContext } from "../../../tools/kit/server/model-context";
import { caseStudySourcesSection, caseStudySourcesSystemNote } from "./case-study-sources";
import { productBriefSection, productSystemNote } from "./product-brief";
import { continuePromptSection, continueSystemNote, refinePromptSection, refineSystemNote, serialisePrevious } from "./refine";

type Built = { system: string; prompt: string };

/**
 * A tool's prompt for one request: the tool's own (its Worker half, `tools/<name>/server.ts`, from the tools handed in); then what the server adds from D1 — the
 * product's brief (docs/product.md#products-in-the-models-context; with its personas for the
 * validator) and a case study's saved sources; then the shared refine section when the request
 * refines a previous result (original input, previous result, instruction).
 */
export function buildToolPrompt<T extends ToolName>(
  tools: WorkerTools,
  tool: T,
  input: ToolRequest<T>,
  expertName: string,
  screens: number,
  context: ModelContext = {},
): Built {
  const server = tools[tool].server;
  const built = server.prompt(input, expertName, screens);
  const system = [built.system];
  const prompt = [built.prompt];
  if (context.product) {
    system.push(productSystemNote(context.product));
    prompt.unshift(productBriefSection(context.product, { personas: tool === "validate-ux" }));
  }
  if (context.sources?.length) {
    system.push(caseStudySourcesSystemNote());
    prompt.push(caseStudySourcesSection(context.sources, context.olderItemsLeftOut));
  }
  if (isRefine(input) && input.continueAnswer) {
    const soFar = serialisePrevious(input.previous, TOOLS[tool].field);
    // A reasoning model cut off while still thinking wrote no answer yet: continuing is answering afresh.
    if (soFar.trim()) {
      system.push(continueSystemNote());
      prompt.push(continuePromptSection(soFar));
    }
  } else if (isRefine(input)) {
    system.push(refineSystemNote());
    const shown = server.previousForPrompt as ((previous: unknown) => string) | undefined;
    prompt.push(
      refinePromptSection(shown ? shown(input.previous) : serialisePrevious(input.previous, TOOLS[tool].field), input.instruction),
    );
  }
  return { system: system.join(""), prompt: prompt.join("\n\n") };
}

export { askPersonaPrompt } from "./ask-persona";
export { chatSystemPrompt } from "./chat";
export { chatProductNote } from "./product-brief";
