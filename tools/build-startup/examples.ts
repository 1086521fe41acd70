import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";
import { countMarkdownItems } from "../kit/server/refine/markdown";

export default defineToolExamples("build-startup", {
  request: (idea) => ({ startupIdea: idea }),
  inputs: (words) => fc.record({ startupIdea: words }),
  removable: "Neighbour profiles",
  itemsOf: (response) => countMarkdownItems(response.strategy),
});
