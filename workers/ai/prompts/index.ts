import { isRefine } from "../../../shared/contracts/refine";
import { toolContracts, type ToolName, type ToolRequest } from "../../../shared/contracts/tools";
import type { ModelPurpose } from "../models";
import { buildStartupPrompt } from "./build-startup";
import { landingPagePrompt } from "./generate-landing-page";
import { visualFlowPrompt } from "./generate-visual-flow";
import { workshopPrompt } from "./generate-workshop";
import { refinePromptSection, refineSystemNote, serialisePrevious } from "./refine";
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
 * A tool's prompt for one request: the tool's own, plus the shared refine section when the
 * request refines a previous result (original input, previous result, instruction).
 */
export function buildToolPrompt<T extends ToolName>(tool: T, input: ToolRequest<T>, expertName: string, screens: number): Built {
  const built = (toolPrompts[tool].build as ToolPrompt<T>["build"])(input, expertName, screens);
  if (!isRefine(input)) return built;
  return {
    system: built.system + refineSystemNote(),
    prompt: [built.prompt, refinePromptSection(serialisePrevious(input.previous, toolContracts[tool].field), input.instruction)].join("\n\n"),
  };
}

export { askPersonaPrompt } from "./ask-persona";
export { chatSystemPrompt } from "./chat";
