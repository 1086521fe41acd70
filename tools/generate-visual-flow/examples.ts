import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";

export default defineToolExamples("generate-visual-flow", {
  request: (idea) => ({ appIdea: idea }),
  inputs: (words) => fc.record({ appIdea: words }),
  removable: "Stay up to date",
  itemsOf: (response) => response.useCases.length,
});
