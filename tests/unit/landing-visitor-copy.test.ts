import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { landingModelOutputSchema, type LandingModelOutput } from "../../tools/generate-landing-page/contract";
import {
  planningLanguageIn,
  planningLanguageProblem,
  repeatedSentencesIn,
  withoutPlanningLanguage,
  withoutRepeatedSentences,
} from "../../tools/generate-landing-page/server-visitor-copy";
import { offlineLandingCopy } from "../../tools/generate-landing-page/server-offline";
import { repairAnswer } from "../../tools/kit/server/repair/repair-answer";
import { toolServers } from "../../tools/server";

/**
 * Landing copy speaks to visitors, never in the founder's planning language (issue 32): checked
 * on recorded answers of real models (tests/fixtures/model-answers/), whatever model wrote them.
 */
const recordings = JSON.parse(readFileSync(new URL("../fixtures/model-answers/generate-landing-page.json", import.meta.url), "utf8")) as {
  id: string;
  answers: { content: string }[];
}[];
const copyOf = (content: string): LandingModelOutput => {
  const repaired = repairAnswer(content, landingModelOutputSchema, { normalize: toolServers["generate-landing-page"].normalize });
  if (!repaired.ok) throw new Error(repaired.problem);
  return repaired.value;
};
const planning = recordings.find((r) => r.id === "lp-planning-language")!;

describe("the visitor copy check", () => {
  it("finds the founder's planning language in a recorded answer, and says where", () => {
    const found = planningLanguageIn(copyOf(planning.answers[0]!.content));
    expect(found).toEqual([
      "headline: “MVP”",
      "subheadline: “validate”",
      "features 1: “The single flow”",
      "features 3: “Our users”",
      "faq 1: “riskiest assumption”",
    ]);
    expect(planningLanguageProblem(found)).toContain("features 1: “The single flow”");
  });

  it("finds nothing in the recorded answers written for visitors", () => {
    for (const recording of recordings.filter((r) => r !== planning))
      expect(planningLanguageIn(copyOf(recording.answers[0]!.content)), recording.id).toEqual([]);
  });

  it("takes out what the re-asked answer still says for the founder: the card, or the sentence", () => {
    const second = copyOf(planning.answers[1]!.content);
    expect(planningLanguageIn(second)).toEqual(["features 1: “the single flow”"]);
    const cleaned = withoutPlanningLanguage(second);
    expect(planningLanguageIn(cleaned)).toEqual([]);
    expect(cleaned.features.map((f) => f.title)).toEqual(["Deposits held safely", "Reviews both ways"]);
    expect(cleaned.headline).toBe("Borrow the drill. Skip the hardware store.");
    const sentences = withoutPlanningLanguage({ ...second, subheadline: "Borrow tools nearby. Our users love it!", headline: "Our MVP" });
    expect([sentences.subheadline, sentences.headline]).toEqual(["Borrow tools nearby.", "ShedShare"]);
  });
});

describe("a page says each thing once", () => {
  const offline = (startupIdea: string) => offlineLandingCopy({ startupIdea, format: "code", contentSections: ["pitch"], strategy: "" });
  const mealBoxes = offline("A marketplace where home cooks sell weekly meal boxes");
  const SAID_THRICE = "It takes a minute, and each step is confirmed.";

  it("flags the sentence the journey's page said under every step, and keeps it only where it came first", () => {
    const journey = { ...mealBoxes, howItWorks: mealBoxes.howItWorks.map((step) => ({ ...step, body: SAID_THRICE })) };
    expect(repeatedSentencesIn(journey)).toEqual([SAID_THRICE]);
    const cleaned = withoutRepeatedSentences(journey);
    expect(cleaned.howItWorks.map((step) => step.body)).toEqual([SAID_THRICE, "", ""]);
    expect(repeatedSentencesIn(cleaned)).toEqual([]);
  });

  it("gives each step of the offline page its own sentence, and no vague “Get it done”", () => {
    for (const idea of [
      "A marketplace where home cooks sell weekly meal boxes",
      "An app that books dog walks",
      "Invoicing for small agencies",
    ]) {
      const copy = offline(idea);
      expect(repeatedSentencesIn(copy), idea).toEqual([]);
      expect(new Set(copy.howItWorks.map((step) => step.body)).size, idea).toBe(copy.howItWorks.length);
      expect(JSON.stringify(copy), idea).not.toMatch(/get it done|each step is confirmed/i);
    }
    expect(mealBoxes.howItWorks.map((step) => step.title)).toEqual([
      "Home cooks list weekly meal boxes",
      "Choose a plan that renews every week",
      "Neighbours order weekly meal boxes",
    ]);
  });

  it("finds no repeated sentence in the recorded answers of real models", () => {
    for (const recording of recordings) expect(repeatedSentencesIn(copyOf(recording.answers[0]!.content)), recording.id).toEqual([]);
  });
});
