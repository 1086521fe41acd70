import type { UseCase } from "../../../../shared/contracts/founder-tools";
import type { ToolName, ToolRequest, ToolResponse } from "../../../../shared/contracts/tools";
import type { ValidationResult } from "../../../../shared/contracts/validate-ux";
import type { WorkshopPlan } from "../../../../shared/contracts/workshop";
import { renderWorkshopAgenda } from "../../workshop-agenda";
import type { OfflineProduct } from "../product-idea";
import { validationResultText } from "../writers/validate-ux";
import { workshopPlan } from "../writers/workshop";
import { refineStrategy, refineUseCases, withDescriptionLine } from "./diagrams";
import { asNoteOnly, readInstruction, type Instruction } from "./instruction";
import { isHtml, refineText, withHtmlLine, withMarkdownLine } from "./markdown";
import { allText, otherAudience, subjectOf, withAudience, withName, type Subject } from "./rewrite";
import { refineValidation, withBehaviorLine } from "./validate-ux";
import { parseAgenda, refineWorkshopPlan, withSummaryLine } from "./workshop";

export type RefineAnswer = { text: string; object: unknown };
type Refining<T extends ToolName> = ToolRequest<T> & { previous: ToolResponse<T>; instruction: string };

/**
 * How the offline model refines one tool's result: `start` is the previous result as the object
 * the tool's model step gives (a workshop plan, use cases, validation results, or text), `refine`
 * applies what the instruction says (fewer items, add, remove, or a note when it cannot read it),
 * `line` shows a sentence in the result (a new name or audience the result never named), and
 * `render` gives the text answer.
 */
type Spec<T extends ToolName, O> = {
  start: (input: Refining<T>) => O;
  refine: (object: O, instruction: Instruction, input: Refining<T>) => O;
  line: (object: O, line: string) => O;
  render: (object: O, input: Refining<T>) => string;
};

/** A spec with its own object type, stored beside the others (each is only ever used with its own objects). */
function spec<T extends ToolName, O>(s: Spec<T, O>): Spec<T, unknown> {
  return s as unknown as Spec<T, unknown>;
}

type Text = Record<string, string>;

/** A tool whose result is one text field (Markdown, or the landing page's HTML). */
function textSpec<T extends ToolName>(field: string, refine?: Spec<T, Text>["refine"]): Spec<T, unknown> {
  return spec<T, Text>({
    start: (input) => ({ [field]: (input.previous as Text)[field]! }),
    refine: refine ?? ((object, instruction) => ({ [field]: refineText(object[field]!, instruction) })),
    line: (object, line) => ({ [field]: isHtml(object[field]!) ? withHtmlLine(object[field]!, line) : withMarkdownLine(object[field]!, line) }),
    render: (object) => object[field]!,
  });
}

type Results = { results: ValidationResult[] };
type UseCases = { useCases: UseCase[] };

const specs: { [T in ToolName]: Spec<T, unknown> } = {
  "validate-ux": spec<"validate-ux", Results>({
    start: (input) => ({ results: input.previous.results }),
    refine: (object, instruction, input) => ({ results: refineValidation(object.results, instruction, input.personas.map((p) => p.name)) }),
    line: (object, line) => ({ results: withBehaviorLine(object.results, line) }),
    render: (object) => object.results.map(validationResultText).join("\n\n"),
  }),
  "generate-workshop": spec<"generate-workshop", WorkshopPlan>({
    start: (input) => parseAgenda(input.previous.agenda) ?? workshopPlan(input),
    refine: (plan, instruction) => refineWorkshopPlan(plan, instruction),
    line: withSummaryLine,
    render: (plan, input) => renderWorkshopAgenda(plan, input),
  }),
  "build-startup": textSpec<"build-startup">("strategy", (object, instruction, input) => ({
    strategy: refineStrategy({ ...input.previous, strategy: object.strategy! }, instruction),
  })),
  "generate-landing-page": textSpec("landingPage"),
  "generate-visual-flow": spec<"generate-visual-flow", UseCases>({
    start: (input) => ({ useCases: input.previous.useCases }),
    refine: (object, instruction) => ({ useCases: refineUseCases(object.useCases, instruction) }),
    line: (object, line) => ({ useCases: withDescriptionLine(object.useCases, line) }),
    render: (object) => object.useCases.map((u) => `## ${u.title}\n${u.description}`).join("\n\n"),
  }),
  "monetization-strategy": textSpec("strategy"),
  "launch-assistant": textSpec("landingPagePlan"),
  "ux-feedback": textSpec("feedback"),
  "case-study-generator": textSpec("caseStudy"),
};

/**
 * The offline model's refine step (docs/product.md#refine): deterministic, visible, and never the
 * previous result unchanged. What it can read it carries out — fewer items, add X, remove X, a new
 * name, a new audience — and anything else it notes in the changed part ("Revised: …").
 */
export function refineToolAnswer<T extends ToolName>(tool: T, input: Refining<T>, product?: OfflineProduct): RefineAnswer {
  const runner = specs[tool] as Spec<T, unknown>;
  const instruction = readInstruction(input.instruction);
  const before = runner.start(input);
  let object = runner.refine(before, instruction, input);
  object = renamed(runner, object, instruction, subjectOf(tool, input, product));
  // Compared as objects: a validation's text leaves out its recommendations, so equal text can hide a change.
  const unchanged = JSON.stringify(object) === JSON.stringify(before);
  // Whatever part was read changed nothing (a list already at one item, nothing called X): say what was asked instead.
  if (unchanged) object = runner.refine(object, asNoteOnly(instruction), input);
  return { text: runner.render(object, input), object };
}

/** "Rename to Z" and "for teachers": swapped wherever the result named the product or its audience, else stated once. */
function renamed<T extends ToolName, O>(spec: Spec<T, O>, object: O, instruction: Instruction, subject: Subject): O {
  let out = object;
  if (instruction.rename) {
    const next = withName(out, subject, instruction.rename);
    out = allText(next) !== allText(out) ? next : spec.line(out, `Product name: ${instruction.rename}.`);
  }
  if (instruction.audience !== null) {
    const named = instruction.audience !== "";
    const to = named ? instruction.audience! : otherAudience(subject, allText(out));
    const next = withAudience(out, subject, to);
    const swapped = allText(next) !== allText(out);
    out = swapped ? next : out;
    // An audience the user did not name is an example: say so, so they can name the one they mean.
    if (!swapped || !named) out = spec.line(out, named ? `Audience: ${to}.` : `Audience: ${to} (an example; name the audience you mean for a closer fit).`);
  }
  return out;
}
