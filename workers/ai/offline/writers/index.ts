import { askPersonaRequestSchema } from "../../../../shared/contracts/ask-persona";
import { isRefine } from "../../../../shared/contracts/refine";
import { toolContracts, type ToolName } from "../../../../shared/contracts/tools";
import type { ModelContext } from "../../model-context";
import { refineToolAnswer } from "../refine";
import { askPersonaAnswer } from "./ask-persona";
import { landingPage } from "./landing-page";
import { startupFlowchart, startupStrategy } from "./startup";
import { caseStudy, launchPlan, monetizationStrategy, uxFeedback } from "./text-tools";
import { validationResults, validationResultText } from "./validate-ux";
import { visualFlowUseCases } from "./visual-flow";
import { workshopAgendaText, workshopPlan } from "./workshop";

/** What an offline tool answer looks like: markdown/HTML for text requests, an object for structured ones. */
export type ToolAnswer = { text: string; object: unknown };

type Writer = (input: never, screens: number, context: ModelContext) => ToolAnswer;

/** Each tool's offline writer; inside a product they use its name and audience (`context.product`). */
const writers: { [T in ToolName]: (input: ToolInput<T>, screens: number, context: ModelContext) => ToolAnswer } = {
  "validate-ux": (input, screens, { product }) => {
    const results = validationResults(input, screens, product);
    return { text: results.map(validationResultText).join("\n\n"), object: { results } };
  },
  "generate-workshop": (input, _screens, { product }) => ({ text: workshopAgendaText(input, product), object: workshopPlan(input, product) }),
  "build-startup": (input, _screens, { product }) => {
    const strategy = startupStrategy(input, product);
    return { text: strategy, object: { strategy, flowchart: startupFlowchart(input.startupIdea, product) } };
  },
  "generate-landing-page": (input, _screens, { product }) => {
    const page = landingPage(input, product);
    return { text: page, object: { landingPage: page } };
  },
  "generate-visual-flow": (input, _screens, { product }) => {
    const useCases = visualFlowUseCases(input, product);
    return { text: useCases.map((u) => `## ${u.title}\n${u.description}`).join("\n\n"), object: { useCases } };
  },
  "monetization-strategy": (input, _screens, { product }) => wrap("strategy", monetizationStrategy(input.productIdea, product)),
  "launch-assistant": (input, _screens, { product }) => wrap("landingPagePlan", launchPlan(input.productIdea, product)),
  "ux-feedback": (input, _screens, { product }) => wrap("feedback", uxFeedback(input.designDescription, product)),
  // The case study also tells what the saved results it was asked to draw on hold.
  "case-study-generator": (input, _screens, { product, sources }) => wrap("caseStudy", caseStudy(input.projectDescription, product, sources)),
};

type ToolInput<T extends ToolName> = import("zod").infer<(typeof toolContracts)[T]["request"]>;

/** The follow-up question to a synthetic user is not one of the nine tools, but the offline model answers it the same way. */
export const ASK_PERSONA = "ask-persona";
export type OfflineTask = ToolName | typeof ASK_PERSONA;

/**
 * The offline answer for a tool, or null when the input does not satisfy the tool's request
 * schema (then the model falls back to answering from the prompt text alone). A refine (previous
 * result and instruction) changes the previous result instead of writing a new one (which
 * already carries the product). `context` is what the server read from D1 for the run.
 */
export function writeToolAnswer(tool: OfflineTask, rawInput: unknown, screens: number, context: ModelContext = {}): ToolAnswer | null {
  if (tool === ASK_PERSONA) {
    const parsed = askPersonaRequestSchema.safeParse(rawInput);
    return parsed.success ? wrap("answer", askPersonaAnswer(parsed.data, screens)) : null;
  }
  const parsed = toolContracts[tool].request.safeParse(rawInput);
  if (!parsed.success) return null;
  const request = parsed.data as Record<string, unknown>;
  if (isRefine(request) && request.continueAnswer) return continuedAnswer(tool, request, screens, context);
  if (isRefine(request)) return refineToolAnswer(tool, request as never, context.product);
  return (writers[tool] as Writer)(request as never, screens, context);
}

/**
 * Going on after a cut-off answer (docs/product.md#cut-off-answers): the rest of the answer a first
 * run writes, after the text the user already has. The offline model cuts answers at a token
 * boundary, so what it wrote before is a prefix of that answer; text that is not (edited, or from
 * another model) gets a closing line instead of a second copy of the whole answer.
 */
function continuedAnswer(tool: ToolName, request: Record<string, unknown>, screens: number, context: ModelContext): ToolAnswer | null {
  const { previous, instruction: _instruction, continueAnswer: _continue, conversationId: _saved, ...firstRun } = request;
  const whole = writeToolAnswer(tool, firstRun, screens, context);
  if (!whole) return null;
  const soFar = String((previous as Record<string, unknown>)[toolContracts[tool].field] ?? "");
  const rest = whole.text.startsWith(soFar) ? whole.text.slice(soFar.length) : "\n\nThat is the whole answer.";
  return { text: rest || "\n", object: { [toolContracts[tool].field]: rest } };
}

function wrap(field: string, text: string): ToolAnswer {
  return { text, object: { [field]: text } };
}
