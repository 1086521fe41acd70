import fc from "fast-check";
import { defineToolExamples } from "../kit/examples-kit";
import { countMarkdownItems } from "../kit/server/refine/markdown";
import { WORKSHOP_TYPES } from "./contract";

export default defineToolExamples("generate-workshop", {
  request: (idea, index = 0) => ({
    workshopType: WORKSHOP_TYPES[index % WORKSHOP_TYPES.length],
    duration: "2 hours",
    participants: "2 designers, 1 PM",
    goals: idea,
  }),
  inputs: (words) =>
    fc.record({
      workshopType: fc.constantFrom(...WORKSHOP_TYPES, "Retrospective"),
      duration: fc.constantFrom("2 hours", "90 minutes", "half-day", "1h 30m", "45 min", "full day", "3", "whenever"),
      participants: words,
      goals: words,
    }),
  removable: "Break",
  itemsOf: (response) => (response.agenda.match(/^### /gm) ?? []).length + countMarkdownItems(response.agenda),
});
