import type { LandingPageDoc, LandingSectionData } from "./contracts/landing-page";
import { landingBlock } from "./landing-fence";

/**
 * A landing page as readable Markdown (docs/product.md#launch): the "template" format's answer,
 * and the text saved, searched and exported for a page. Hidden sections are left out.
 */
export function landingPageMarkdown(doc: LandingPageDoc): string {
  const lines: string[] = [`# ${doc.productName}`];
  for (const section of doc.sections) if (!section.hidden) lines.push("", ...sectionLines(section));
  return lines.join("\n");
}

function sectionLines(section: LandingSectionData): string[] {
  switch (section.kind) {
    case "hero":
      return [
        `## ${section.headline}`,
        ...(section.subheadline ? ["", section.subheadline] : []),
        "",
        `**Call to action:** ${section.cta}`,
      ];
    case "features":
      return [`## ${section.title || "Features"}`, "", ...section.items.map((item) => `- **${item.title}** — ${item.body}`)];
    case "how-it-works":
      return [`## ${section.title || "How it works"}`, "", ...section.steps.map((step, i) => `${i + 1}. **${step.title}** — ${step.body}`)];
    case "testimonials":
      return [
        `## ${section.title || "Testimonials"}`,
        "",
        ...section.items.flatMap((item) => [
          `> ${item.quote}`,
          `> — ${[item.name, item.role].filter(Boolean).join(", ")}${item.placeholder ? " *(placeholder)*" : ""}`,
          "",
        ]),
      ];
    case "faq":
      return [`## ${section.title || "FAQ"}`, "", ...section.items.flatMap((item) => [`**${item.question}**`, item.answer, ""])];
    case "waitlist":
      return [
        `## ${section.title || "Join the waitlist"}`,
        ...(section.body ? ["", section.body] : []),
        "",
        "*Waitlist form: Email, Join the waitlist*",
      ];
  }
}

/** A landing page as saved with a result: readable, then the page data its editor and Publish read again. */
export function landingPagePart(doc: LandingPageDoc): string {
  return `## Landing page\n\n${landingPageMarkdown(doc).replace(/^# /, "### ").replace(/\n## /g, "\n#### ")}\n\n${landingBlock(doc)}`;
}
