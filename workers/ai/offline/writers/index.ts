import { askPersonaRequestSchema } from "../../../../shared/contracts/ask-persona";
import { isRefine } from "../../../../shared/contracts/refine";
import { toolContracts, type ToolName } from "../../../../shared/contracts/tools";
import { refineToolAnswer } from "../refine";
import { askPersonaAnswer } from "./ask-persona";
import { startupFlowchart, landingPage, startupStrategy } from "./startup";
import { caseStudy, launchPlan, monetizationStrategy, uxFeedback } from "./text-tools";
import { validationResults, validationResultText } from "./validate-ux";
import { visualFlowUseCases } from "./visual-flow";
import { workshopAgendaText, workshopPlan } from "./workshop";

/** What an offline tool answer looks like: markdown/HTML for text requests, an object for structured ones. */
export type ToolAnswer = { text: string; object: unknown };

type Writer = (input: never, screens: number) => ToolAnswer;

const writers: { [T in ToolName]: (input: ToolInput<T>, screens: number) => ToolAnswer } = {
  "validate-ux": (input, screens) => {
    const results = validationResults(input, screens);
    return { text: results.map(validationResultText).join("\n\n"), object: { results } };
  },
  "generate-workshop": (input) => ({ text: workshopAgendaText(input), object: workshopPlan(input) }),
  "build-startup": (input) => {
    const strategy = startupStrategy(input);
    return { text: strategy, object: { strategy, flowchart: startupFlowchart(input.startupIdea) } };
  },
  "generate-landing-page": (input) => {
    const page = landingPage(input);
    return { text: page, object: { landingPage: page } };
  },
  "generate-visual-flow": (input) => {
    const useCases = visualFlowUseCases(input);
    return { text: useCases.map((u) => `## ${u.title}\n${u.description}`).join("\n\n"), object: { useCases } };
  },
  "monetization-strategy": (input) => wrap("strategy", monetizationStrategy(input.productIdea)),
  "launch-assistant": (input) => wrap("landingPagePlan", launchPlan(input.productIdea)),
  "ux-feedback": (input) => wrap("feedback", uxFeedback(input.designDescription)),
  "case-study-generator": (input) => wrap("caseStudy", caseStudy(input.projectDescription)),
};

type ToolInput<T extends ToolName> = import("zod").infer<(typeof toolContracts)[T]["request"]>;

/** The follow-up question to a synthetic user is not one of the nine tools, but the offline model answers it the same way. */
export const ASK_PERSONA = "ask-persona";
export type OfflineTask = ToolName | typeof ASK_PERSONA;

/**
 * The offline answer for a tool, or null when the input does not satisfy the tool's request
 * schema (then the model falls back to answering from the prompt text alone). A refine (previous
 * result and instruction) changes the previous result instead of writing a new one.
 */
export function writeToolAnswer(tool: OfflineTask, rawInput: unknown, screens: number): ToolAnswer | null {
  if (tool === ASK_PERSONA) {
    const parsed = askPersonaRequestSchema.safeParse(rawInput);
    return parsed.success ? wrap("answer", askPersonaAnswer(parsed.data, screens)) : null;
  }
  const parsed = toolContracts[tool].request.safeParse(rawInput);
  if (!parsed.success) return null;
  if (isRefine(parsed.data)) return refineToolAnswer(tool, parsed.data as never);
  return (writers[tool] as Writer)(parsed.data as never, screens);
}

function wrap(field: string, text: string): ToolAnswer {
  return { text, object: { [field]: text } };
}
