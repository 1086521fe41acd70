import { claimedActivities, unbackedClaims, withoutClaims, type ClaimBacking } from "../../shared/research-claims.mjs";
import { LAUNCH_SOURCE_TOOL, PROTOTYPE_TEST_SOURCE_TOOL, type ModelContext, type SavedSource } from "../kit/server/model-context";

/** Claims quoted back to the model on the re-ask, at most. */
const QUOTED_CLAIMS = 5;

/**
 * What the case study's sources prove happened (docs/product.md#case-study-generator): a
 * validation proves only predictions by synthetic users, a real prototype test proves usability
 * testing, a launch its measured visits and sign-ups (analytics) and, when it ran one, its
 * headline A/B test; the user's own project description proves what it says.
 */
export function caseStudyBacking(projectDescription: string, sources: readonly SavedSource[] = []): ClaimBacking {
  const activities = new Set<string>();
  for (const source of sources) {
    if (source.tool === "validate-ux") activities.add("predictions");
    if (source.tool === PROTOTYPE_TEST_SOURCE_TOOL) activities.add("usability-tests");
    if (source.tool === LAUNCH_SOURCE_TOOL) activities.add("analytics");
    if (source.tool === LAUNCH_SOURCE_TOOL && source.latest.includes("**Headline test:**")) activities.add("ab-tests");
  }
  return { activities, description: projectDescription };
}

const unbacked = (text: string, input: { projectDescription: string }, context: ModelContext) =>
  unbackedClaims(text, caseStudyBacking(input.projectDescription, context.sources));

/** The case study's check, whatever the model: research it claims must be recorded somewhere. */
export const caseStudyClaimCheck = {
  problem(text: string, input: { projectDescription: string }, context: ModelContext): string | null {
    const claims = unbacked(text, input, context);
    if (claims.length === 0) return null;
    const quoted = claims.slice(0, QUOTED_CLAIMS).map((claim) => `“${claim.sentence.trim()}”`);
    return [
      `Your case study claims ${claimedActivities(claims)}, which no saved item and nothing in the project description records: ${quoted.join("; ")}.`,
      "Write the whole case study again in Markdown without those claims: tell only what the saved items and the project description record,",
      'say where a usual step is missing (for example "No user interviews are recorded."), and call synthetic users\' results predictions.',
    ].join(" ");
  },
  settle: (text: string, input: { projectDescription: string }, context: ModelContext) =>
    withoutClaims(text, unbacked(text, input, context)),
};
