import type { ToolName } from "../shared/contracts/tool-names";
import { fromToolFolders } from "./from-tool-folders";
import { markdownPartsOf, type AnyToolContract, type ToolContractTypes, type ToolRequest, type ToolResponse } from "./kit/contract-kit";

/** Every tool's contract (`tools/<name>/contract.ts`), by name. */
export const toolContracts = fromToolFolders<AnyToolContract>(
  import.meta.glob("./*/contract.ts", { eager: true, import: "default" }),
) as unknown as ToolContractTypes;

export type { ToolRequest, ToolResponse } from "./kit/contract-kit";

/** The brief a result is saved under (the first message), from the request as parsed. */
export function resultBrief<T extends ToolName>(tool: T, request: ToolRequest<T>): string {
  return (toolContracts[tool] as AnyToolContract).brief(request as never);
}

/** The saved Markdown parts of a result (one per assistant message), from the request and response as parsed. */
export function resultMarkdownParts<T extends ToolName>(tool: T, request: ToolRequest<T>, response: ToolResponse<T>): string[] {
  return markdownPartsOf(toolContracts[tool] as AnyToolContract, request, response);
}

/** Why a saved version of the tool's result may not have these many parts, or null when it may. */
export function tooManyParts(tool: ToolName, parts: number): string | null {
  const bound = (toolContracts[tool] as AnyToolContract).maxParts;
  return bound && parts > bound.max ? bound.tooMany : null;
}

export { TOOL_NAMES, type ToolName } from "../shared/contracts/tool-names";
