import fc from "fast-check";
import { LANDING_FORMATS, LANDING_SECTIONS } from "../../shared/contracts/landing-page";
import { defineToolExamples } from "../kit/examples-kit";

export default defineToolExamples("generate-landing-page", {
  request: (idea, index = 0) => ({ startupIdea: idea, format: LANDING_FORMATS[index % 2], contentSections: [...LANDING_SECTIONS] }),
  inputs: (words) =>
    fc.record({
      startupIdea: words,
      format: fc.constantFrom(...LANDING_FORMATS),
      contentSections: fc.subarray([...LANDING_SECTIONS], { minLength: 1 }),
      strategy: words,
    }),
  removable: "What does it cost",
  itemsOf: (response) =>
    response.sections.sections.reduce((sum, s) => sum + ("items" in s ? s.items.length : "steps" in s ? s.steps.length : 0), 0),
});
