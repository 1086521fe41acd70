import { isRefine } from "../../../shared/contracts/refine";
import { toolContracts, type ToolName, type ToolRequest } from "../../../shared/contracts/tools";
import type { ModelContext } from "../model-context";
import type { ModelPurpose } from "../models";
import { buildStartupPrompt } from "./build-startup";
import { landingPagePrompt } from "./generate-landing-page";
import { caseStudySourcesSection, caseStudySourcesSystemNote } from "./case-study-sources";
import { visualFlowPrompt } from "./generate-visual-flow";
import { workshopPrompt } from "./generate-workshop";
import { productBriefSection, productSystemNote } from "./product-brief";
import { continuePromptSection, continueSystemNote, refinePromptSection, refineSystemNote, serialisePrevious } from "./refine";
import { caseStudyPrompt, launchPrompt, monetizationPrompt, uxFeedbackPrompt } from "./text-tools";
import { validateUxPrompt } from "./validate-ux";

type Built = { system: string; prompt: string };
type ToolPrompt<T extends ToolName> = {
  purpose: ModelPurpose;
  build: (input: ToolRequest<T>, expertName: string, screens: number) => Built;
};

/** Per tool: which kind of model it needs and how its prompt is written (one module each). */
export const toolPrompts: { [T in ToolName]: ToolPrompt<T> } = {
  "validate-ux": { purpose: "vision", build: validateUxPrompt },
  "generate-workshop": { purpose: "structured", build: workshopPrompt },
  "build-startup": { purpose: "text", build: buildStartupPrompt },
  "generate-landing-page": { purpose: "text", build: landingPagePrompt },
  "generate-visual-flow": { purpose: "structured", build: visualFlowPrompt },
  "monetization-strategy": { purpose: "text", build: monetizationPrompt },
  "launch-assistant": { purpose: "text", build: launchPrompt },
  "ux-feedback": { purpose: "text", build: uxFeedbackPrompt },
  "case-study-generator": { purpose: "text", build: caseStudyPrompt },
};

/**
 * A tool's prompt for one request: the tool's own; then what the server adds from D1 — the
 * product's brief (docs/product.md#products-in-the-models-context; with its personas for the
 * validator) and a case study's saved sources; then the shared refine section when the request
 * refines a previous result (original input, previous result, instruction).
 */
export function buildToolPrompt<T extends ToolName>(
  tool: T,
  input: ToolRequest<T>,
  expertName: string,
  screens: number,
  context: ModelContext = {},
): Built {
  const built = (toolPrompts[tool].build as ToolPrompt<T>["build"])(input, expertName, screens);
  const system = [built.system];
  const prompt = [built.prompt];
  if (context.product) {
    system.push(productSystemNote(context.product));
    prompt.unshift(productBriefSection(context.product, { personas: tool === "validate-ux" }));
  }
  if (context.sources?.length) {
    system.push(caseStudySourcesSystemNote());
    prompt.push(caseStudySourcesSection(context.sources));
  }
  if (isRefine(input) && input.continueAnswer) {
    system.push(continueSystemNote());
    prompt.push(continuePromptSection(serialisePrevious(input.previous, toolContracts[tool].field)));
  } else if (isRefine(input)) {
    system.push(refineSystemNote());
    prompt.push(refinePromptSection(serialisePrevious(input.previous, toolContracts[tool].field), input.instruction));
  }
  return { system: system.join(""), prompt: prompt.join("\n\n") };
}

export { askPersonaPrompt } from "./ask-persona";
export { chatSystemPrompt } from "./chat";
export { chatProductNote } from "./product-brief";
