import { readIdeaFor } from "../kit/server/offline/product-idea";
import { expertPersona, quoted } from "../kit/server/prompts/persona";
import { textRefineSpec } from "../kit/server/refine/spec";
import { defineToolServer, textAnswer } from "../kit/server-kit";

export default defineToolServer<"elevator-pitch">({
  purpose: "text",
  prompt: (input, expertName) => ({
    system: `${expertPersona(expertName)}\n\nWrite a thirty-second elevator pitch in Markdown: the problem, who has it, what the product does, and one line to close.`,
    prompt: quoted("Product idea", input.productIdea),
  }),
  offline: {
    write: (input, _screens, { product }) => {
      const idea = readIdeaFor(input.productIdea, product);
      return textAnswer(
        "pitch",
        `# ${idea.name} in thirty seconds\n\n${idea.summary}\n\nWe built ${idea.name} so you do not have to work around it.`,
      );
    },
    refine: textRefineSpec("pitch"),
    idea: (input) => input.productIdea,
  },
});
