import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";
import { countMarkdownItems } from "../kit/server/refine/markdown";

export default defineToolExamples("monetization-strategy", {
  request: (idea) => ({ productIdea: idea }),
  inputs: (words) => fc.record({ productIdea: words }),
  removable: "Usage-based",
  itemsOf: (response) => countMarkdownItems(response.strategy),
});
