import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";

export default defineToolExamples("validate-ux", {
  request: (idea) => ({
    prototypeUrl: "https://www.figma.com/proto/abc/garden-tools",
    personas: [
      { id: "p1", name: "Maya", description: idea, motivation: "" },
      { id: "p2", name: "Sam", description: idea },
    ],
    // Two tasks, so each synthetic user has more than one result (a refine may change one user's alone).
    tasks: [idea, idea],
  }),
  inputs: (words) =>
    fc.record({
      prototypeUrl: fc.constantFrom("https://figma.com/proto/abc", ""),
      prototypeImages: fc.constant(["data:image/png;base64,iVBORw0KGgo="]),
      personas: fc.array(fc.record({ id: fc.uuid(), name: words, description: words, motivation: words }), { minLength: 1, maxLength: 3 }),
      tasks: fc.array(words, { minLength: 1, maxLength: 3 }),
    }),
  removable: "Sam",
  itemsOf: (response) => response.results.reduce((sum, result) => sum + result.recommendations.length, 0),
});
