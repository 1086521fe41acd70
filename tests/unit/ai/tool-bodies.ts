import { TOOL_NAMES, type ToolName, type ToolResponse } from "../../../tools/contracts";
import { EXAMPLE_IDEA, toolExamples } from "../../tool-examples";
import { runTool } from "./run-tool";

export const idea = EXAMPLE_IDEA;
/** One first-run body per tool, from its folder's examples. */
export const bodies = Object.fromEntries(TOOL_NAMES.map((tool) => [tool, toolExamples[tool].request(idea)])) as Record<
  ToolName,
  Record<string, unknown>
>;

const firsts = new Map<ToolName, unknown>();
/** Each tool's first run with the offline model, made once per test file. */
export async function first<T extends ToolName>(tool: T): Promise<ToolResponse<T>> {
  if (!firsts.has(tool)) firsts.set(tool, await runTool(tool, bodies[tool]));
  return firsts.get(tool) as ToolResponse<T>;
}
