import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";

export default defineToolExamples("generate-wireframes", {
  request: (idea) => ({ idea, device: "phone" }),
  everyField: {
    idea: "An app where dog owners find trusted walkers nearby and pay per walk",
    device: "phone",
    flow: {
      nodes: [
        { id: "a", type: "screen", data: { label: "Find a walker" } },
        { id: "b", type: "screen", data: { label: "Book a walk" } },
      ],
      edges: [{ id: "e", source: "a", target: "b" }],
    },
    flowName: "Book a walk",
  },
  inputs: (words) => fc.record({ idea: words, device: fc.constantFrom("phone" as const, "desktop" as const) }),
  removable: "Send me reminders",
  itemsOf: (response) => response.wireframes.screens.reduce((sum, screen) => sum + screen.components.length, 0),
});
