import type fc from "fast-check";
import type { ToolName } from "../../shared/contracts/tool-names";
import type { ToolResponse } from "./contract-kit";

/**
 * What the tests run a tool with (`tools/<name>/examples.ts`): every test that goes over all the
 * tools reads its tool's examples from its folder, so a new tool is covered without a test being
 * edited. Loaded only by tests (the boundary rules keep the app and the Worker away from it).
 */
export type ToolExamples<T extends ToolName> = {
  /**
   * A first run as its screen sends it, every text the user types taken from `idea` (so what the
   * offline model writes can be compared with what was typed); `index` walks the screen's choices.
   */
  request: (idea: string, index?: number) => Record<string, unknown>;
  /** A valid body with every optional field filled in, so a fuzzed variant can change each (else `request`). */
  everyField?: Record<string, unknown>;
  /** Plausible inputs for property tests, built from `words` (readable text) and the screen's choices. */
  inputs: (words: fc.Arbitrary<string>) => fc.Arbitrary<unknown>;
  /** Something the offline model's first result for `request(EXAMPLE_IDEA)` talks about, so "remove …" can take it out. */
  removable: string;
  /** How many items a result has, so "shorter" can be seen to give fewer. */
  itemsOf: (response: ToolResponse<T>) => number;
};

/** The idea the examples are checked with (`removable` is said of the first result for it). */
export const EXAMPLE_IDEA = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";

export function defineToolExamples<T extends ToolName>(_name: T, examples: ToolExamples<T>): ToolExamples<T> {
  return examples;
}
