import { landingPageDocSchema, type LandingPageDoc } from "./contracts/landing-page";

/**
 * The page data inside a saved landing page (docs/product.md#launch): a fenced block labelled
 * `landing-page-json` holding the page document. Saved pages edit and publish it again; exports
 * leave it out and keep the readable page.
 */
export const LANDING_FENCE = "landing-page-json";

const block = () => new RegExp("\\n*```" + LANDING_FENCE + "[ \\t]*\\r?\\n([\\s\\S]*?)```", "g");

export function landingBlock(doc: LandingPageDoc): string {
  return "```" + LANDING_FENCE + "\n" + JSON.stringify(doc) + "\n```";
}

/** The page document of the first block that holds a valid one, or null. */
export function readLandingBlock(markdown: string): LandingPageDoc | null {
  for (const match of markdown.matchAll(block())) {
    try {
      const parsed = landingPageDocSchema.safeParse(JSON.parse(match[1]!));
      if (parsed.success) return parsed.data;
    } catch {
      // A damaged block is skipped: the readable page around it still shows.
    }
  }
  return null;
}

/** The text without its page-data blocks. */
export function stripLandingBlocks(markdown: string): string {
  return markdown.replace(block(), "").trimEnd();
}
