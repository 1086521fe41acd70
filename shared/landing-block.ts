import { landingPageDocSchema, type LandingPageDoc } from "./contracts/landing-page";
import { landingBlockPattern } from "./landing-fence";

/** The page document of the first `landing-page-json` block (landing-fence.ts) that holds a valid one, or null. */
export function readLandingBlock(markdown: string): LandingPageDoc | null {
  for (const match of markdown.matchAll(landingBlockPattern())) {
    try {
      const parsed = landingPageDocSchema.safeParse(JSON.parse(match[1]!));
      if (parsed.success) return parsed.data;
    } catch {
      // A damaged block is skipped: the readable page around it still shows.
    }
  }
  return null;
}
