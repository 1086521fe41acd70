import { TOOL_NAMES, type ToolName } from "../shared/contracts/tool-names";
import { toolContracts } from "./contracts";
import { fromToolFolders } from "./from-tool-folders";
import type { ToolOffline, ToolServer, WorkerTools } from "./kit/server-kit";

/** Every tool's Worker half (`tools/<name>/server.ts`), by name. Worker code only. */
export const toolServers = fromToolFolders<ToolServer<ToolName>>(import.meta.glob("./*/server.ts", { eager: true, import: "default" })) as {
  [T in ToolName]: ToolServer<T>;
};

/**
 * Every tool's offline half (`tools/<name>/server-offline-half.ts`), as a loader: a lazy glob, so
 * the offline writers are parsed when the offline model first answers, and never by a Worker on
 * another provider (docs/product.md#providers-and-the-offline-model).
 */
const offlineHalves = fromToolFolders<() => Promise<ToolOffline<ToolName>>>(
  import.meta.glob("./*/server-offline-half.ts", { import: "default" }),
);

/**
 * What the Worker hands the model layer (`AiSetup.tools`): each tool's contract with its Worker
 * half and its offline half's loader (built from the same name list, so each entry pairs one
 * tool's own halves).
 */
export const workerTools = Object.fromEntries(
  TOOL_NAMES.map((name) => [name, { contract: toolContracts[name], server: toolServers[name], offline: offlineHalves[name] }]),
) as unknown as WorkerTools;
