import { describe, expect, it } from "vitest";
import type { PrototypeTestResults, TaskResults } from "../../shared/contracts/prototype-tests";
import type { ValidationResult } from "../../shared/contracts/validate-ux";
import { productMarkdown } from "../../shared/product-markdown";
import { prototypeTestSummaryLines, type PrototypeTestReport } from "../../shared/prototype-test-summary";
import { caseStudy } from "../../tools/case-study-generator/server-offline";
import { caseStudySourcesSection } from "../../workers/ai/prompts/case-study-sources";
import { prototypeTestSource } from "../../workers/ai/saved-sources";
import { mealBox } from "./prototype-test-fixture";

function task(index: number, text: string, figures: Partial<TaskResults>): TaskResults {
  return {
    index,
    text,
    testers: 0,
    inProgress: 0,
    outcomes: { direct: 0, indirect: 0, "gave-up": 0, left: 0 },
    medianTimeMs: null,
    misclickRate: null,
    meanEase: null,
    easeAnswers: 0,
    usabilityScore: null,
    paths: [],
    screens: [],
    ...figures,
  };
}

const results: PrototypeTestReport["results"] = {
  test: {
    id: "t1",
    productId: "p1",
    conversationId: "c1",
    title: "Meal box checkout",
    address: "meal-box",
    url: "https://pages.example/t/meal-box",
    open: true,
    testers: 12,
    testerCap: 500,
    createdAt: 0,
    tasks: [
      { text: "Order a meal box", startScreenId: "home", goalScreenId: "checkout", expectedPath: ["home", "menu", "checkout"] },
      { text: "Read about us", startScreenId: "home", goalScreenId: "about", expectedPath: ["home", "about"] },
    ],
    easeQuestion: true,
    sus: true,
    openingQuestion: "",
    wireframes: mealBox,
  },
  sessions: 12,
  finishedSessions: 10,
  usabilityScore: 43.3333,
  sus: { score: 72.5, answers: 8 },
  tasks: [
    task(0, "Order a meal box", {
      testers: 11,
      inProgress: 1,
      outcomes: { direct: 3, indirect: 3, "gave-up": 2, left: 2 },
      medianTimeMs: 13_000,
      misclickRate: 0.3,
      meanEase: 13 / 3,
      easeAnswers: 3,
      usabilityScore: 78.3333,
    }),
    task(1, "Read about us", { testers: 1, inProgress: 1 }),
  ],
} satisfies Pick<PrototypeTestResults, "test" | "sessions" | "finishedSessions" | "usabilityScore" | "sus" | "tasks">;

const predicted = (task: string, successRate: number): ValidationResult => ({
  persona: "Ana",
  task,
  successRate,
  sentiment: "confused",
  behavior: "Scans the menu.",
  feedback: "Where is Friday?",
  recommendations: ["Visibility of system status: show the day"],
});

describe("a prototype test in plain lines", () => {
  it("states each task as measured from real testers", () => {
    // Task 1: 6 successes of 10 ended = 60%; 13 s; 30% missed; 78; ease 13/3 ≈ 4.3. Task 2: one tester, still at it.
    expect(prototypeTestSummaryLines({ results, prediction: null })).toEqual([
      "- **Prototype test “Meal box checkout”:** https://pages.example/t/meal-box (open) — measured from real testers: 12 testers (10 finished), usability score 43 of 100, SUS 72.5 from 8 answers",
      "- **Task 1, “Order a meal box”**, measured from 10 real testers (1 more in progress): 60% success (3 direct successes, 3 indirect successes, 2 gave up, 2 left); median time 13 s; 30% of clicks missed; usability score 78 of 100; mean ease 4.3 of 7 (3 answers)",
      "- **Task 2, “Read about us”**: no real tester has finished it yet (1 more in progress)",
    ]);
  });

  it("names the synthetic users' figures as predictions, beside the measured ones", () => {
    // Predicted 80 for task 1 against 60 measured: 20 points apart, not missed. Task 2 has no measured rate.
    const lines = prototypeTestSummaryLines({
      results,
      prediction: { results: [predicted("order a meal box", 80), predicted("Read about us", 90)] },
    });
    expect(lines).toContain(
      "- **Prediction for task 1** (synthetic users, not measured): Synthetic users predicted 80% success; 6 of 10 real testers succeeded, 3 of them directly; predicted sentiment confused",
    );
    expect(lines).toContain(
      "- **Prediction for task 2** (synthetic users, not measured): Synthetic users predicted 90% success; no real tester has finished this task yet; predicted sentiment confused",
    );
    expect(lines.at(-1)).toBe("- **Predictions against real testers:** 20 points apart on average; none missed by more than 25 points");
    const missed = prototypeTestSummaryLines({ results, prediction: { results: [predicted("Order a meal box", 100)] } });
    expect(missed.at(-1)).toBe(
      "- **Predictions against real testers:** 40 points apart on average; missed by more than 25 points on task 1",
    );
    expect(lines.join("\n").toLowerCase()).not.toContain("user testing");
  });

  it("goes into the product export above the saved items, listed in the contents", () => {
    const product = {
      id: "p1",
      name: "Meal box",
      idea: "Boxes",
      audience: "",
      notes: "",
      personas: [],
      items: 0,
      role: "owner" as const,
      ownerEmail: null,
      createdAt: 0,
      updatedAt: 0,
    };
    expect(productMarkdown(product, [], 0, null)).not.toContain("## Prototype tests");
    const exported = productMarkdown(product, [], 0, null, new Map(), [{ results, prediction: null }]);
    expect(exported).toContain("- [Prototype tests](#prototype-tests)");
    expect(exported).toContain("## Prototype tests\n\n- **Prototype test “Meal box checkout”:**");
    expect(exported).toContain("measured from 10 real testers");
    expect(exported.indexOf("## Personas")).toBeLessThan(exported.indexOf("## Prototype tests"));
  });

  it("is a case study source the prompt and the offline writer state as measured", () => {
    const source = prototypeTestSource({ results, prediction: { results: [predicted("Order a meal box", 80)] } });
    const prompt = caseStudySourcesSection([source]);
    expect(prompt).toContain("a prototype test with real testers: measured task outcomes, not estimates");
    expect(prompt).toContain("measured from 10 real testers");
    const written = caseStudy("Meal boxes for busy parents", { sources: [source] });
    expect(written).toContain(
      `## What real testers did\n*Measured from real testers' clicks on the prototype: real prototype test (${source.date}).*`,
    );
    expect(written).toContain("- **Task 1, “Order a meal box”**, measured from 10 real testers");
    expect(written).toContain("- **Prediction for task 1** (synthetic users, not measured): Synthetic users predicted 80% success");
  });
});
