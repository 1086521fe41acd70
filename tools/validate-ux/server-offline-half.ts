import type { ValidationResult } from "../../shared/contracts/validate-ux";
import { refineValidation, withBehaviorLine } from "./server-refine";
import { refineSpec } from "../kit/server/refine/spec";
import { validationResults, validationResultText } from "./server-offline";
import { defineToolOffline } from "../kit/server-kit";

type Results = { results: ValidationResult[] };

/** How the offline model writes and refines validate-ux (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"validate-ux">({
  write: (input, screens, { product }) => {
    const results = validationResults(input, screens, product);
    return { text: results.map(validationResultText).join("\n\n"), object: { results } };
  },
  refine: refineSpec<"validate-ux", Results>({
    start: (input) => ({ results: input.previous.results }),
    refine: (object, instruction, input) => ({
      results: refineValidation(
        object.results,
        instruction,
        input.personas.map((p) => p.name),
      ),
    }),
    line: (object, line) => ({ results: withBehaviorLine(object.results, line) }),
    render: (object) => object.results.map(validationResultText).join("\n\n"),
  }),
});
