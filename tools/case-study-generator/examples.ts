import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";
import { countMarkdownItems } from "../kit/server/refine/markdown";

export default defineToolExamples("case-study-generator", {
  request: (idea) => ({ projectDescription: idea }),
  inputs: (words) => fc.record({ projectDescription: words }),
  removable: "What I learned",
  itemsOf: (response) => countMarkdownItems(response.caseStudy),
});
