import type { ValidationResult } from "../../shared/contracts/validate-ux";
import { refineValidation, withBehaviorLine } from "./server-refine";
import { refineSpec } from "../kit/server/refine/spec";
import { validationResults, validationResultText } from "./server-offline";
import { validateUxPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

type Results = { results: ValidationResult[] };

export default defineToolServer<"validate-ux">({
  // The screens go to a vision model; without screenshots a structured one does.
  purpose: "vision",
  prompt: validateUxPrompt,
  offline: {
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
  },
});
