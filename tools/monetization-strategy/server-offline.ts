import { personaPhrase, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { lowerFirst } from "../kit/server/offline/text-utils";

/** Revenue models fitted to the idea's words; the first pick is the recommendation. */
export function monetizationStrategy(productIdea: string, product?: OfflineProduct): string {
  const idea = readIdeaFor(productIdea, product);
  const who = idea.audience ?? "people";
  const { kinds } = idea.kinds;
  const b2b = idea.forOrganisations || kinds.includes("work tool");
  const primary = b2b ? "Per-seat subscription" : "Freemium with a Pro plan";
  return [
    `# Monetization strategy for ${idea.name}`,
    "",
    `**Product:** ${idea.summary}`,
    "",
    `## Recommended model: ${primary}`,
    b2b
      ? `Teams pay per active seat for ${idea.job ?? idea.name}; a 14-day trial removes the buying friction.`
      : `The core of ${idea.name} stays free so ${who} build the habit; Pro unlocks ${lowerFirst(idea.features[1]?.name ?? "the power features")} and more.`,
    "",
    "## Options compared",
    "| Model | Fit | Why |",
    "| --- | --- | --- |",
    `| ${primary} | High | Matches how ${who} adopt ${idea.job ? `tools for ${idea.job}` : "new tools"} |`,
    `| Usage-based | Medium | Fair for heavy users, harder to predict revenue |`,
    `| Marketplace fee | ${kinds.includes("marketplace") ? "High" : "Low"} | Only if you connect buyers and sellers |`,
    "",
    "## Pricing to test",
    b2b ? "- Starter €9 / seat / month, Business €19 / seat / month" : "- Free, Pro €6 / month or €48 / year",
    "- Run a fake-door test on the pricing page before building billing",
    "",
    "## Validate in two weeks",
    `1. Ten customer calls${personaPhrase(product, false) ? ` with people like ${personaPhrase(product, false)}` : ""}: ask what they pay today for this problem.`,
    "2. Landing page with two price points; measure click-through to checkout.",
    "3. Pre-sell five annual plans before writing billing code.",
  ].join("\n");
}
