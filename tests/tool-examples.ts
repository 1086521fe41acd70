import type { ToolName } from "../shared/contracts/tool-names";
import type { ToolExamples } from "../tools/kit/examples-kit";
import { fromToolFolders } from "../tools/from-tool-folders";

export { EXAMPLE_IDEA } from "../tools/kit/examples-kit";

/** Every tool's examples (`tools/<name>/examples.ts`), by name: a listed tool without them stops the tests that use them. */
export const toolExamples = fromToolFolders<ToolExamples<ToolName>>(
  import.meta.glob("../tools/*/examples.ts", { eager: true, import: "default" }),
) as { [T in ToolName]: ToolExamples<T> };
