import type { FlowchartData } from "../../../../shared/contracts/flowchart";
import { flowchartDataSchema } from "../../../../shared/contracts/flowchart";
import type { BuildStartupResponse, UseCase } from "../../../../shared/contracts/flow-results";
import { findFlowchartBlocks, flowchartBlock } from "../../../../shared/flowchart-block";
import { clipAtWord, keywords } from "../offline/text-utils";
import { addFlowStep, removeFlowStep } from "./flow";
import { revisedNote, understood, type Instruction } from "./instruction";
import { refineMarkdown } from "./markdown";
import { removeFlowNodes } from "./remove";
import { isAbout } from "./rewrite";

/** The refine of a Startup Builder plan: "add a … step" and "remove …" reach its diagram too; the rest is a text refine. */
export function refineStrategy(previous: BuildStartupResponse, instruction: Instruction): string {
  const flow = previous.flowchart ?? firstValidFlow(previous.strategy);
  let diagram = flow;
  if (instruction.addition && diagram) diagram = addFlowStep(diagram, instruction.addition, "action", instruction.anchor) ?? diagram;
  if (instruction.removal && diagram) diagram = removeFlowNodes(diagram, instruction.removal);
  // A step that went into the diagram does not also become a section of the text.
  const textInstruction = diagram !== flow && instruction.addition ? { ...instruction, addition: null } : instruction;
  const strategy = refineMarkdown(previous.strategy, textInstruction, !understood(instruction));
  return diagram && diagram !== flow ? withFlowchart(strategy, diagram) : strategy;
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

/** "Remove X": the use cases titled after X (one always stays), else the steps about X in every flow. */
function withoutUseCases(useCases: UseCase[], target: string): UseCase[] {
  const kept = useCases.filter((u) => !isAbout(u.title, target));
  if (kept.length > 0 && kept.length < useCases.length) return kept;
  return useCases.map((u) => ({ ...u, flowchartData: removeFlowNodes(u.flowchartData, target) }));
}

/** Fewer use cases (or steps) for "shorter", a step for "add X", else the instruction on the use case it names. */
export function refineUseCases(previous: UseCase[], instruction: Instruction): UseCase[] {
  let useCases = instruction.removal ? withoutUseCases(previous, instruction.removal) : previous.map((u) => ({ ...u }));
  const target = targetUseCase(useCases, instruction);
  const targetTitle = useCases[target]?.title;
  if (instruction.shorter) {
    if (useCases.length > 1) {
      useCases = useCases.filter((_, i) => i !== (target === useCases.length - 1 ? 0 : useCases.length - 1));
    } else {
      const fewer = removeFlowStep(useCases[0]!.flowchartData);
      if (fewer) useCases[0] = { ...useCases[0]!, flowchartData: fewer };
    }
  }
  const at = Math.min(
    useCases.findIndex((u) => u.title === targetTitle),
    useCases.length - 1,
  );
  const index = at < 0 ? 0 : at;
  if (instruction.addition) {
    const added = addFlowStep(useCases[index]!.flowchartData, instruction.addition, "userAction", instruction.anchor);
    if (added) useCases[index] = { ...useCases[index]!, flowchartData: added };
  }
  if (!understood(instruction)) useCases = withDescriptionLine(useCases, revisedNote(instruction, 280), index);
  return useCases;
}

/** A sentence at the end of one use case's description: how a note, a rename or a new audience shows. */
export function withDescriptionLine(useCases: UseCase[], line: string, index = 0): UseCase[] {
  return useCases.map((u, i) =>
    i === index ? { ...u, description: `${clipAtWord(u.description, 600 - Array.from(line).length - 1)} ${line}` } : u,
  );
}
