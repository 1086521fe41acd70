import type { FlowchartData } from "../../../../shared/contracts/flowchart";
import type { BuildStartupResponse, UseCase } from "../../../../shared/contracts/founder-tools";
import type { ToolName, ToolRequest, ToolResponse } from "../../../../shared/contracts/tools";
import { findFlowchartBlocks, flowchartBlock } from "../../../../shared/flowchart-block";
import { flowchartDataSchema } from "../../../../shared/contracts/flowchart";
import { renderWorkshopAgenda } from "../../workshop-agenda";
import { clipAtWord, keywords } from "../text-utils";
import { validationResultText } from "../writers/validate-ux";
import { workshopPlan } from "../writers/workshop";
import { addFlowStep, removeFlowStep } from "./flow";
import { readInstruction, revisedNote, type Instruction } from "./instruction";
import { fewerMarkdownItems, refineMarkdown, refineText, withMarkdownNote } from "./markdown";
import { refineValidation } from "./validate-ux";
import { parseAgenda, refineWorkshopPlan } from "./workshop";

export type RefineAnswer = { text: string; object: unknown };
type Refining<T extends ToolName> = ToolRequest<T> & { previous: ToolResponse<T>; instruction: string };
type Refiner<T extends ToolName> = (input: Refining<T>, instruction: Instruction) => RefineAnswer;

const text = (field: string, value: string): RefineAnswer => ({ text: value, object: { [field]: value } });

/**
 * The offline model's refine step, per tool (docs/product.md#refine): deterministic, visible and
 * never the previous result unchanged. The answer has the shape the tool's model step gives (a
 * workshop plan, use cases, validation results, or text).
 */
const refiners: { [T in ToolName]: Refiner<T> } = {
  "validate-ux": (input, instruction) => {
    const results = refineValidation(input.previous.results, instruction, input.personas.map((p) => p.name));
    return { text: results.map(validationResultText).join("\n\n"), object: { results } };
  },
  "generate-workshop": (input, instruction) => {
    const plan = parseAgenda(input.previous.agenda) ?? workshopPlan(input);
    let next = refineWorkshopPlan(plan, instruction);
    if (renderWorkshopAgenda(next, input) === input.previous.agenda) next = refineWorkshopPlan(next, { ...instruction, shorter: false, addition: null });
    return { text: renderWorkshopAgenda(next, input), object: next };
  },
  "build-startup": (input, instruction) => {
    const strategy = refineStrategy(input.previous, instruction);
    return { text: strategy, object: { strategy } };
  },
  "generate-landing-page": (input, instruction) => text("landingPage", refineText(input.previous.landingPage, instruction)),
  "generate-visual-flow": (input, instruction) => {
    const useCases = refineUseCases(input.previous.useCases, instruction);
    return { text: useCases.map((u) => `## ${u.title}\n${u.description}`).join("\n\n"), object: { useCases } };
  },
  "monetization-strategy": (input, instruction) => text("strategy", refineText(input.previous.strategy, instruction)),
  "launch-assistant": (input, instruction) => text("landingPagePlan", refineText(input.previous.landingPagePlan, instruction)),
  "ux-feedback": (input, instruction) => text("feedback", refineText(input.previous.feedback, instruction)),
  "case-study-generator": (input, instruction) => text("caseStudy", refineText(input.previous.caseStudy, instruction)),
};

export function refineToolAnswer<T extends ToolName>(tool: T, input: Refining<T>): RefineAnswer {
  return (refiners[tool] as Refiner<T>)(input, readInstruction(input.instruction));
}

/** "Add a … step" goes into the diagram; everything else is a text refine of the plan. */
function refineStrategy(previous: BuildStartupResponse, instruction: Instruction): string {
  const flow = previous.flowchart ?? firstValidFlow(previous.strategy);
  const added = instruction.addition && flow ? addFlowStep(flow, instruction.addition, "action", instruction.anchor) : null;
  let strategy: string;
  if (added) {
    strategy = withFlowchart(previous.strategy, added);
    if (instruction.shorter) strategy = fewerMarkdownItems(strategy);
  } else {
    strategy = refineMarkdown(previous.strategy, instruction);
  }
  return strategy === previous.strategy ? withMarkdownNote(strategy, instruction) : strategy;
}

function firstValidFlow(text: string): FlowchartData | null {
  for (const block of findFlowchartBlocks(text, { orPlainJson: true })) {
    try {
      const parsed = flowchartDataSchema.safeParse(JSON.parse(block.json));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: the next block may be the diagram.
    }
  }
  return null;
}

/** The text with its diagram block replaced by this flow (or the flow added when it had none). */
function withFlowchart(text: string, flow: FlowchartData): string {
  for (const block of findFlowchartBlocks(text, { orPlainJson: true })) {
    try {
      if (!flowchartDataSchema.safeParse(JSON.parse(block.json)).success) continue;
    } catch {
      continue;
    }
    return text.slice(0, block.start) + flowchartBlock(flow) + text.slice(block.end);
  }
  return `${text.trimEnd()}\n\n## Flow diagram\n\n${flowchartBlock(flow)}`;
}

/** The use case the instruction is about: the one sharing most of its words (the first on a tie). */
function targetUseCase(useCases: UseCase[], instruction: Instruction): number {
  const words = keywords(instruction.text, 12);
  let best = 0;
  let bestScore = 0;
  useCases.forEach((useCase, index) => {
    const haystack = [useCase.title, useCase.description, ...useCase.flowchartData.nodes.map((n) => n.data.label)].join(" ").toLowerCase();
    const score = words.filter((word) => haystack.includes(word)).length;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

/** Fewer use cases (or steps) for "shorter", a step for "add X", else the instruction on the use case it names. */
function refineUseCases(previous: UseCase[], instruction: Instruction): UseCase[] {
  let useCases = previous.map((u) => ({ ...u }));
  const target = targetUseCase(previous, instruction);
  let changed = false;
  if (instruction.shorter) {
    if (useCases.length > 1) {
      useCases = useCases.filter((_, i) => i !== (target === useCases.length - 1 && useCases.length > 1 ? 0 : useCases.length - 1));
      changed = true;
    } else {
      const fewer = removeFlowStep(useCases[0]!.flowchartData);
      if (fewer) (useCases[0] = { ...useCases[0]!, flowchartData: fewer }), (changed = true);
    }
  }
  const at = Math.min(useCases.findIndex((u) => u.title === previous[target]!.title), useCases.length - 1);
  const index = at < 0 ? 0 : at;
  if (instruction.addition) {
    const added = addFlowStep(useCases[index]!.flowchartData, instruction.addition, "userAction", instruction.anchor);
    if (added) (useCases[index] = { ...useCases[index]!, flowchartData: added }), (changed = true);
  }
  if (!changed || (!instruction.shorter && !instruction.addition)) {
    const note = revisedNote(instruction, 280);
    const useCase = useCases[index]!;
    useCases[index] = { ...useCase, description: `${clipAtWord(useCase.description, 600 - Array.from(note).length - 1)} ${note}` };
  }
  return useCases;
}
