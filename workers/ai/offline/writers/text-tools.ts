import { capitalize, firstSentence, keywords, pick, productName, topic } from "../text-utils";

/** Revenue models fitted to the idea's words; the first pick is the recommendation. */
export function monetizationStrategy(productIdea: string): string {
  const name = productName(productIdea);
  const subject = topic(productIdea, 3).toLowerCase();
  const b2b = /\b(team|teams|business|company|companies|b2b|agency|agencies|clinic|shop|store|enterprise)\b/i.test(productIdea);
  const primary = b2b ? "Per-seat subscription" : "Freemium with a Pro plan";
  return [
    `# Monetization strategy for ${name}`,
    "",
    `**Product:** ${firstSentence(productIdea)}`,
    "",
    `## Recommended model: ${primary}`,
    b2b
      ? `Teams pay per active seat for ${subject}; a 14-day trial removes the buying friction.`
      : `The core of ${subject} stays free so people build the habit; Pro unlocks the power features.`,
    "",
    "## Options compared",
    "| Model | Fit | Why |",
    "| --- | --- | --- |",
    `| ${primary} | High | Matches how people adopt ${subject} |`,
    `| Usage-based | Medium | Fair for heavy users, harder to predict revenue |`,
    `| Marketplace fee | ${/market|booking|sell|buy/i.test(productIdea) ? "High" : "Low"} | Only if you connect buyers and sellers |`,
    "",
    "## Pricing to test",
    b2b ? "- Starter €9 / seat / month, Business €19 / seat / month" : "- Free, Pro €6 / month or €48 / year",
    "- Run a fake-door test on the pricing page before building billing",
    "",
    "## Validate in two weeks",
    "1. Ten customer calls: ask what they pay today for this problem.",
    "2. Landing page with two price points; measure click-through to checkout.",
    "3. Pre-sell five annual plans before writing billing code.",
  ].join("\n");
}

export function launchPlan(productIdea: string): string {
  const name = productName(productIdea);
  const [a = "your task", b = "results"] = keywords(productIdea, 2);
  return [
    `# Launch landing page plan: ${name}`,
    "",
    "## Hero",
    `- **Headline:** ${capitalize(a)} without the busywork`,
    `- **Subheadline:** ${firstSentence(productIdea)}`,
    "- **Primary CTA:** Get early access · **Secondary:** See how it works",
    "",
    "## Sections",
    `1. **Problem** — three pains people have with ${a} today.`,
    `2. **How it works** — three steps from sign-up to ${b}.`,
    "3. **Features** — three benefits, each with a screenshot.",
    "4. **Social proof** — quotes from early testers; logos once you have them.",
    "5. **FAQ** — price, privacy, cancellation.",
    "6. **Final CTA** — repeat the primary action.",
    "",
    "## Launch checklist",
    "- Analytics on CTA clicks and sign-ups",
    "- One clear metric: waitlist sign-ups per 100 visitors (aim for 10+)",
    "- Post in two communities where your users already talk",
  ].join("\n");
}

// The designer tools' writers live in their own module.
export { caseStudy, uxFeedback } from "./designer-text";
