import type { LandingPageDoc } from "../../shared/contracts/landing-page";
import { renderLandingHtml } from "../../shared/landing-html";
import { landingPageMarkdown } from "../../shared/landing-markdown";
import { defineToolServer } from "../kit/server-kit";
import type { LandingModelOutput } from "./contract";
import { modelOutputFrom, sectionsFrom } from "./sections";
import { landingPagePrompt } from "./server-prompt";
import { normalizeLandingCopy } from "./server-normalize";
import {
  planningLanguageIn,
  planningLanguageProblem,
  repeatedSentencesIn,
  repeatedSentencesProblem,
  withoutPlanningLanguage,
  withoutRepeatedSentences,
} from "./server-visitor-copy";

export default defineToolServer<"generate-landing-page">({
  purpose: "structured",
  prompt: landingPagePrompt,
  normalize: normalizeLandingCopy,
  // Copy written for the founder ("The single flow that proves the value") never reaches a visitor, nor a sentence said twice.
  vet: {
    problem: (copy: LandingModelOutput) => {
      const found = planningLanguageIn(copy);
      const repeated = repeatedSentencesIn(copy);
      const problems = [found.length ? planningLanguageProblem(found) : "", repeated.length ? repeatedSentencesProblem(repeated) : ""];
      return problems.filter(Boolean).join(" ") || null;
    },
    clean: (copy: LandingModelOutput) => withoutRepeatedSentences(withoutPlanningLanguage(copy)),
  },
  // The model wrote words; the page is our template's (docs/product.md#launch). A refine keeps
  // what the founder arranged on the previous page.
  // The offline model's copy is marked sample text, which Publish warns about.
  finishObject: (output, input, { offline } = { offline: false }) => {
    const previous = (input.previous as { sections?: LandingPageDoc } | undefined)?.sections;
    const written = sectionsFrom(output as LandingModelOutput, input.contentSections, previous);
    const sections: LandingPageDoc = offline ? { ...written, sample: true } : written;
    return { landingPage: input.format === "code" ? renderLandingHtml(sections).html : landingPageMarkdown(sections), sections };
  },
  // A refine shows the model the page's words in the shape it answers in, not the HTML.
  previousForPrompt: (previous) => JSON.stringify(modelOutputFrom(previous.sections)),
});
