import type { ToolName } from "../../../../shared/contracts/tool-names";
import type { ToolRequest, ToolResponse } from "../../contract-kit";
import type { Instruction } from "./instruction";
import { isHtml, refineText, withHtmlLine, withMarkdownLine } from "./markdown";

export type Refining<T extends ToolName> = ToolRequest<T> & { previous: ToolResponse<T>; instruction: string };

/**
 * How the offline model refines one tool's result: `start` is the previous result as the object
 * the tool's model step gives (a workshop plan, use cases, validation results, or text), `refine`
 * applies what the instruction says (fewer items, add, remove, or a note when it cannot read it),
 * `line` shows a sentence in the result (a new name or audience the result never named), and
 * `render` gives the text answer.
 */
export type RefineSpec<T extends ToolName, O> = {
  start: (input: Refining<T>) => O;
  refine: (object: O, instruction: Instruction, input: Refining<T>) => O;
  line: (object: O, line: string) => O;
  render: (object: O, input: Refining<T>) => string;
};

/** A spec with its own object type, stored beside the others (each is only ever used with its own objects). */
export function refineSpec<T extends ToolName, O>(s: RefineSpec<T, O>): RefineSpec<T, unknown> {
  return s as unknown as RefineSpec<T, unknown>;
}

type Text = Record<string, string>;

/** A tool whose result is one text field (Markdown, or the landing page's HTML). */
export function textRefineSpec<T extends ToolName>(field: string, refine?: RefineSpec<T, Text>["refine"]): RefineSpec<T, unknown> {
  return refineSpec<T, Text>({
    start: (input) => ({ [field]: (input.previous as Text)[field]! }),
    refine: refine ?? ((object, instruction) => ({ [field]: refineText(object[field]!, instruction) })),
    line: (object, line) => ({
      [field]: isHtml(object[field]!) ? withHtmlLine(object[field]!, line) : withMarkdownLine(object[field]!, line),
    }),
    render: (object) => object[field]!,
  });
}
