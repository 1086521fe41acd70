import { describe, expect, it } from "vitest";
import recordings from "../fixtures/model-answers/case-study-generator.json";
import cases from "../fixtures/eval/cases.json";
import { REMOVED_CLAIMS_NOTE, researchClaims, unbackedClaims, unrecordedSteps, withoutClaims } from "../../shared/research-claims.mjs";
import { caseStudyBacking, caseStudyClaimCheck } from "../../tools/case-study-generator/server-claims";
import type { SavedSource } from "../../tools/kit/server/model-context";

const source = (tool: string, latest = ""): SavedSource => ({
  title: tool,
  tool,
  kind: tool,
  date: "2026-03-02",
  versions: 1,
  changes: [],
  personas: [],
  tasks: [],
  findings: [],
  flows: [],
  latest,
});
const plan = source("build-startup");
const validation = source("validate-ux");
const claimed = (text: string, sources: SavedSource[] = [], description = "A meal-box marketplace") =>
  unbackedClaims(text, caseStudyBacking(description, sources)).map((claim) => claim.activity);

/** What the offline model wrote before issue 32, word for word: research that never happened. */
const INVENTED = [
  "## Process",
  "1. **Research** — interviews and a review of support requests to find where people got stuck.",
  "4. **Prototype and test** — rounds of usability testing; each round fixed the biggest issue found.",
].join("\n");

const recording = (id: string) => recordings.find((r) => r.id === id)!;
const descriptionOf = (caseId: string) => cases.cases.find((c) => c.id === caseId)!.body.projectDescription as string;

describe("the case study's claim check", () => {
  it("refuses the interviews and usability testing a product with a plan and a validation never recorded", () => {
    expect(claimed(INVENTED, [plan, validation])).toEqual(["interviews", "usability-tests"]);
  });

  it("lets a validation back only what is called a prediction, and a real prototype test back usability testing", () => {
    const predicted = "Synthetic users predicted in a usability test where first-time buyers hesitate.";
    expect(claimed(predicted, [validation])).toEqual([]);
    expect(claimed(predicted, [plan])).toEqual(["usability-tests"]);
    expect(claimed("We ran a usability test of the checkout.", [validation])).toEqual(["usability-tests"]);
    expect(claimed("We ran a usability test of the checkout.", [source("prototype-test")])).toEqual([]);
  });

  it("lets a launch back its measured visits and sign-ups, and an A/B test only when it ran one", () => {
    const figures = "The page drew 1,200 visitors and 50 sign-ups. An A/B test of two headlines picked the winner.";
    expect(claimed(figures)).toEqual(["analytics", "ab-tests"]);
    expect(claimed(figures, [source("launch", "- **Measured from real visitors:** 1,200")])).toEqual(["ab-tests"]);
    expect(claimed(figures, [source("launch", "- **Headline test:** A …")])).toEqual([]);
  });

  it("takes the user's own description as backing, but not a denial in it", () => {
    expect(claimed(INVENTED, [], "I interviewed 8 cooks. Tested with 5 users.")).toEqual([]);
    expect(claimed(INVENTED, [], "We did not run interviews.")).toEqual(["interviews", "usability-tests"]);
  });

  it("does not read a missing step, a plan for later or a placeholder as a claim", () => {
    const honest = [
      "## Process",
      "No user interviews are recorded. No usability test with real people is recorded.",
      "- **[Add your number]** sign-ups from the usability test",
      "Next I would run interviews with five cooks.",
      "## Next steps",
      "- Run a survey of neighbours.",
    ].join("\n");
    expect(researchClaims(honest)).toEqual([]);
  });

  it("names every usual step nothing records, and none that something does", () => {
    expect(unrecordedSteps(caseStudyBacking("A meal-box marketplace", [plan]))).toEqual([
      "No user interviews are recorded.",
      "No surveys are recorded.",
      "No usability test with real people is recorded.",
      "No A/B test is recorded.",
      "No analytics are recorded.",
    ]);
    expect(unrecordedSteps(caseStudyBacking("I interviewed 8 cooks.", [source("prototype-test"), source("launch")]))).toEqual([
      "No surveys are recorded.",
      "No A/B test is recorded.",
    ]);
  });
});

describe("the claim check on recorded case studies", () => {
  it("flags the recorded case study that invents interviews, and the survey it invents when asked again", () => {
    const invented = recording("cs-invents-interviews");
    const description = descriptionOf("case-study-synthetic-only");
    const [first, second] = invented.answers.map((answer) => answer.content);
    expect(claimed(first!, [validation], description)).toEqual(["interviews", "interviews", "usability-tests"]);
    const reason = caseStudyClaimCheck.problem(first!, { projectDescription: description }, { sources: [validation] });
    expect(reason).toContain("claims user interviews and usability tests, which no saved item");
    expect(reason).toContain("“I conducted 8 in-depth interviews with home cooks and neighbours,");
    expect(claimed(second!, [validation], description)).toEqual(["surveys"]);
  });

  it("passes the recorded case studies whose description tells the interviews and the tests", () => {
    for (const id of ["cs-cut-off", "cs-markdown-fence"])
      expect(claimed(recording(id).answers[0]!.content, [], descriptionOf("case-study-pharmacy")), id).toEqual([]);
  });

  it("takes out what is still claimed, with a visible note, and keeps the rest", () => {
    const second = recording("cs-invents-interviews").answers[1]!.content;
    const description = descriptionOf("case-study-synthetic-only");
    const settled = caseStudyClaimCheck.settle(second, { projectDescription: description }, { sources: [validation] });
    expect(settled).not.toContain("survey of 40 neighbours");
    expect(settled).toContain("3. **Predictions by synthetic users** — the Prototype Validator predicted");
    expect(settled).toContain("## What I learned");
    expect(settled.trimEnd().split("\n").at(-1)).toBe(
      `> **${REMOVED_CLAIMS_NOTE}** a claim of surveys that no saved item and nothing in the project description records.`,
    );
    expect(claimed(settled, [validation], description)).toEqual([]);
  });

  it("takes out one sentence of a line and keeps the others", () => {
    const text = "We mapped the flow. We interviewed 8 cooks. Then we drew wireframes.";
    expect(withoutClaims(text, researchClaims(text)).split("\n")[0]).toBe("We mapped the flow. Then we drew wireframes.");
  });
});
