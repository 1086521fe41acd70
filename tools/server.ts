import { TOOL_NAMES, type ToolName } from "../shared/contracts/tool-names";
import { toolContracts } from "./contracts";
import { fromToolFolders } from "./from-tool-folders";
import type { ToolServer, WorkerTools } from "./kit/server-kit";

/** Every tool's Worker half (`tools/<name>/server.ts`), by name. Worker code only. */
export const toolServers = fromToolFolders<ToolServer<ToolName>>(import.meta.glob("./*/server.ts", { eager: true, import: "default" })) as {
  [T in ToolName]: ToolServer<T>;
};

/**
 * What the Worker hands the model layer (`AiSetup.tools`): each tool's contract with its Worker
 * half (built from the same name list, so each entry pairs one tool's own two halves).
 */
export const workerTools = Object.fromEntries(
  TOOL_NAMES.map((name) => [name, { contract: toolContracts[name], server: toolServers[name] }]),
) as unknown as WorkerTools;
