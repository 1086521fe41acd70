import type { ToolName } from "../shared/contracts/tool-names";
import { fromToolFolders } from "./from-tool-folders";
import type { ToolServer } from "./kit/server-kit";

/** Every tool's Worker half (`tools/<name>/server.ts`), by name. Worker code only. */
export const toolServers = fromToolFolders<ToolServer<ToolName>>(import.meta.glob("./*/server.ts", { eager: true, import: "default" })) as {
  [T in ToolName]: ToolServer<T>;
};
