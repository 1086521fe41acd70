import { TOOL_NAMES, TOOLS, type ToolName } from "../shared/contracts/tool-names";
import type { Feature, ToolClient } from "./kit/client-kit";
import { fromToolFolders } from "./from-tool-folders";

/** Every tool's browser half (`tools/<name>/client.ts`), by name. */
export const toolClients: Record<ToolName, ToolClient> = fromToolFolders<ToolClient>(
  import.meta.glob("./*/client.ts", { eager: true, import: "default" }),
);

export type { Feature };

/** The tools with a screen of their own, in the one list's order (the order of the public cards). */
export const TOOL_FEATURES: readonly Feature[] = TOOL_NAMES.flatMap((tool) => {
  const { icon, feature } = toolClients[tool];
  if (!feature) return [];
  // Its public page and dashboard view are named in the one table, like its function.
  const names = TOOLS[tool].feature;
  if (!names) throw new Error(`tools/${tool}/ has a screen but no feature key and view in shared/contracts/tool-names.ts`);
  return [{ ...feature, ...names, icon, tool }];
});
