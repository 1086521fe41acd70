import { TOOL_NAMES, type ToolName } from "../shared/contracts/tool-names";

/**
 * One half of every tool, by name, from the modules Vite found in the tool folders
 * (`import.meta.glob("./*\/<half>.ts")`): adding a tool is its folder and its line in the one
 * list (shared/contracts/tool-names.ts). A listed tool without that half, or a folder that is not
 * a listed tool, stops the app at start-up rather than failing on the first request for it.
 */
export function fromToolFolders<H>(modules: Record<string, unknown>): Record<ToolName, H> {
  const byName = new Map<string, H>();
  for (const [path, half] of Object.entries(modules)) {
    // The folder the module is in (`./<name>/server.ts`, or `../tools/<name>/examples.ts` from the tests).
    const folder = /([^/]+)\/[^/]+$/.exec(path)?.[1];
    if (!folder || !(TOOL_NAMES as readonly string[]).includes(folder))
      throw new Error(`tools/${folder}/ is not a tool in shared/contracts/tool-names.ts`);
    byName.set(folder, half as H);
  }
  const missing = TOOL_NAMES.filter((name) => !byName.has(name));
  if (missing.length) throw new Error(`Tools without this half of their definition: ${missing.join(", ")}`);
  return Object.fromEntries(TOOL_NAMES.map((name) => [name, byName.get(name)!])) as Record<ToolName, H>;
}
