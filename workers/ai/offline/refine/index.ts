import type { ToolName } from "../../../../shared/contracts/tool-names";
import type { ToolOffline } from "../../../../tools/kit/server-kit";
import type { OfflineProduct } from "../../../../tools/kit/server/offline/product-idea";
import { asNoteOnly, readInstruction, type Instruction } from "../../../../tools/kit/server/refine/instruction";
import { allText, otherAudience, subjectOf, withAudience, withName, type Subject } from "../../../../tools/kit/server/refine/rewrite";
import type { RefineSpec, Refining } from "../../../../tools/kit/server/refine/spec";

export type RefineAnswer = { text: string; object: unknown };

/**
 * The offline model's refine step (docs/product.md#refine): deterministic, visible, and never the
 * previous result unchanged. What it can read it carries out — fewer items, add X, remove X, a new
 * name, a new audience — and anything else it notes in the changed part ("Revised: …").
 */
export function refineToolAnswer<T extends ToolName>(offline: ToolOffline<T>, input: Refining<T>, product?: OfflineProduct): RefineAnswer {
  const { refine: runner, idea } = offline as { refine: RefineSpec<T, unknown>; idea?: (input: Refining<T>) => string };
  const instruction = readInstruction(input.instruction);
  const before = runner.start(input);
  let object = runner.refine(before, instruction, input);
  object = renamed(runner, object, instruction, subjectOf(idea ? idea(input) : null, product));
  // Compared as objects: a validation's text leaves out its recommendations, so equal text can hide a change.
  const unchanged = JSON.stringify(object) === JSON.stringify(before);
  // Whatever part was read changed nothing (a list already at one item, nothing called X): say what was asked instead.
  if (unchanged) object = runner.refine(object, asNoteOnly(instruction), input);
  return { text: runner.render(object, input), object };
}

/** "Rename to Z" and "for teachers": swapped wherever the result named the product or its audience, else stated once. */
function renamed<T extends ToolName, O>(spec: RefineSpec<T, O>, object: O, instruction: Instruction, subject: Subject): O {
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
    if (!swapped || !named)
      out = spec.line(out, named ? `Audience: ${to}.` : `Audience: ${to} (an example; name the audience you mean for a closer fit).`);
  }
  return out;
}
