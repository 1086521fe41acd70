import { personaPhrase, productNotes, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { lowerFirst } from "../kit/server/offline/text-utils";

/** A launch landing page plan from the idea's own words (and, inside a product, its personas and notes). */
export function launchPlan(productIdea: string, product?: OfflineProduct): string {
  const idea = readIdeaFor(productIdea, product);
  const who = idea.audience ?? "people";
  const action = idea.action ? lowerFirst(idea.action) : idea.job ? `try ${idea.job}` : "do the first task";
  const personas = personaPhrase(product, false);
  const notes = productNotes(product);
  return [
    `# Launch landing page plan: ${idea.name}`,
    "",
    "## Hero",
    `- **Headline:** ${idea.job ? `${idea.title} without the busywork` : `${idea.name}, built for ${who}`}`,
    `- **Subheadline:** ${idea.summary}`,
    "- **Primary CTA:** Get early access · **Secondary:** See how it works",
    "",
    "## Sections",
    `1. **Problem** — three pains ${who} have ${idea.job ? `with ${idea.job} ` : ""}today${personas ? `, in the words of ${personas}` : ""}.`,
    `2. **How it works** — three steps: sign up, ${action}, see the result.`,
    `3. **Features** — ${idea.features.map((f) => lowerFirst(f.name)).join(", ")}; each with a screenshot.`,
    "4. **Social proof** — quotes from early testers; logos once you have them.",
    "5. **FAQ** — price, privacy, cancellation.",
    "6. **Final CTA** — repeat the primary action.",
    "",
    "## Launch checklist",
    "- Analytics on CTA clicks and sign-ups",
    "- One clear metric: waitlist sign-ups per 100 visitors (aim for 10+)",
    `- Post in two communities where ${who} already talk`,
    ...(notes.length ? ["", "## Risks from your notes", ...notes.map((note) => `- ${note}.`)] : []),
  ].join("\n");
}
