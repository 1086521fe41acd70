import { extractHtmlDocument, unwrapMarkdownFence } from "../../shared/answer-text";
import { textRefineSpec } from "../../workers/ai/offline/refine/spec";
import { landingPage } from "../../workers/ai/offline/writers/landing-page";
import { landingPagePrompt } from "../../workers/ai/prompts/generate-landing-page";
import { defineToolServer, textAnswer } from "../server-kit";

export default defineToolServer<"generate-landing-page">({
  purpose: "text",
  prompt: landingPagePrompt,
  // Live HTML comes back as the bare document, out of fences and prose; a template as its Markdown.
  finishText: (text, input) => ({ landingPage: input.format === "code" ? extractHtmlDocument(text) : unwrapMarkdownFence(text) }),
  offline: {
    write: (input, _screens, { product }) => textAnswer("landingPage", landingPage(input, product)),
    refine: textRefineSpec("landingPage"),
    idea: (input) => input.startupIdea,
  },
});
