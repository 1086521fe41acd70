import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";
import { countMarkdownItems } from "../kit/server/refine/markdown";

export default defineToolExamples("ux-feedback", {
  request: (idea) => ({ designDescription: idea }),
  inputs: (words) => fc.record({ designDescription: words }),
  removable: "Clarity and accessibility",
  itemsOf: (response) => countMarkdownItems(response.feedback),
});
