import { TOOL_NAMES, type ToolName } from "../shared/contracts/tool-names";
import type { ToolClient, ToolFeature } from "./kit/client-kit";
import { fromToolFolders } from "./from-tool-folders";

/** Every tool's browser half (`tools/<name>/client.ts`), by name. */
export const toolClients: Record<ToolName, ToolClient> = fromToolFolders<ToolClient>(
  import.meta.glob("./*/client.ts", { eager: true, import: "default" }),
);

export type Feature = ToolFeature &
  Required<Pick<ToolClient, "icon">> & { tool: ToolName; View: NonNullable<ToolClient["feature"]>["View"] };

/** The tools with a screen of their own, in the one list's order (the order of the public cards). */
export const TOOL_FEATURES: readonly Feature[] = TOOL_NAMES.flatMap((tool) => {
  const { icon, feature } = toolClients[tool];
  return feature ? [{ ...feature, icon, tool }] : [];
});
