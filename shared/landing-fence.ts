import type { LandingPageDoc } from "./contracts/landing-page";

/**
 * The page data inside a saved landing page (docs/product.md#launch): a fenced block labelled
 * `landing-page-json` holding the page document. Saved pages edit and publish it again; exports
 * leave it out and keep the readable page. Writing and removing the block needs no validation, so
 * this module stays free of zod for the pages that only show text; reading it is
 * `readLandingBlock` in landing-block.ts.
 */
export const LANDING_FENCE = "landing-page-json";

export const landingBlockPattern = () => new RegExp("\\n*```" + LANDING_FENCE + "[ \\t]*\\r?\\n([\\s\\S]*?)```", "g");

export function landingBlock(doc: LandingPageDoc): string {
  return "```" + LANDING_FENCE + "\n" + JSON.stringify(doc) + "\n```";
}

/** The text without its page-data blocks. */
export function stripLandingBlocks(markdown: string): string {
  return markdown.replace(landingBlockPattern(), "").trimEnd();
}
