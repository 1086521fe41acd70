import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";
import { countMarkdownItems } from "../kit/server/refine/markdown";

export default defineToolExamples("launch-assistant", {
  request: (idea) => ({ productIdea: idea }),
  inputs: (words) => fc.record({ productIdea: words }),
  removable: "Social proof",
  itemsOf: (response) => countMarkdownItems(response.landingPagePlan),
});
