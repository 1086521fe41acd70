import { describe, expect, it } from "vitest";
import type { ValidationResult } from "../../shared/contracts/validate-ux";
import { agreementSentence, comparePrediction, predictionFor, sameTaskText } from "../../shared/prototype-test-comparison";

function predicted(
  persona: string,
  task: string,
  successRate: number,
  sentiment: ValidationResult["sentiment"],
  feedback: string,
): ValidationResult {
  return {
    persona,
    task,
    successRate,
    sentiment,
    behavior: "Looks around first.",
    feedback,
    recommendations: ["Visibility of system status: say so"],
  };
}

const tasks = [{ text: "Order a meal box for Friday" }, { text: "Read about us" }, { text: "Change the delivery day" }];
const outcomes = (direct: number, indirect: number, gaveUp: number, left: number) => ({
  outcomes: { direct, indirect, "gave-up": gaveUp, left },
});

describe("matching a prediction to a test's task", () => {
  it("ignores case and spacing, nothing else", () => {
    expect(sameTaskText("  Order a  meal box\tfor FRIDAY ", "order a meal box for friday")).toBe(true);
    expect(sameTaskText("Order a meal box for Friday.", "Order a meal box for Friday")).toBe(false);
  });

  it("averages the personas' success rates, keeps the prevailing sentiment and every persona's feedback", () => {
    const prediction = predictionFor("Order a meal box for Friday", [
      predicted("Ana", "order a meal box for friday", 90, "confident", "The box is easy to find."),
      predicted("Ben", "Order a meal box for Friday", 60, "confused", "Where is Friday?"),
      predicted("Cy", "Order a meal box for Friday", 75, "confused", "The date picker hides."),
      predicted("Ana", "Read about us", 10, "frustrated", "Not this task."),
    ]);
    // (90 + 60 + 75) / 3 = 75; confused twice, confident once.
    expect(prediction).toEqual({
      successRate: 75,
      sentiment: "confused",
      personas: 3,
      stickingPoints: [
        { persona: "Ana", text: "The box is easy to find." },
        { persona: "Ben", text: "Where is Friday?" },
        { persona: "Cy", text: "The date picker hides." },
      ],
    });
  });

  it("settles a sentiment tie on the more negative one, and has no prediction for a task nobody predicted", () => {
    const results = [
      predicted("Ana", "Read about us", 80, "satisfied", "Fine."),
      predicted("Ben", "Read about us", 40, "frustrated", "Hidden."),
    ];
    expect(predictionFor("Read about us", results)?.sentiment).toBe("frustrated");
    expect(predictionFor("Change the delivery day", results)).toBeNull();
  });
});

describe("the agreement sentence", () => {
  const prediction = { successRate: 80, sentiment: "neutral" as const, personas: 2, stickingPoints: [] };

  it("states the prediction and the real testers plainly", () => {
    expect(agreementSentence(prediction, { testers: 10, successes: 6, directSuccesses: 3 })).toBe(
      "Synthetic users predicted 80% success; 6 of 10 real testers succeeded, 3 of them directly",
    );
    expect(agreementSentence({ ...prediction, successRate: 66.6667 }, { testers: 1, successes: 1, directSuccesses: 1 })).toBe(
      "Synthetic users predicted 67% success; 1 of 1 real tester succeeded, 1 of them directly",
    );
    expect(agreementSentence(prediction, { testers: 4, successes: 0, directSuccesses: 0 })).toBe(
      "Synthetic users predicted 80% success; 0 of 4 real testers succeeded",
    );
  });

  it("says when either side is missing", () => {
    expect(agreementSentence(prediction, { testers: 0, successes: 0, directSuccesses: 0 })).toBe(
      "Synthetic users predicted 80% success; no real tester has finished this task yet",
    );
    expect(agreementSentence(null, { testers: 5, successes: 2, directSuccesses: 2 })).toBe(
      "No prediction for this task; 2 of 5 real testers succeeded, 2 of them directly",
    );
  });
});

describe("synthetic vs real for a whole test", () => {
  const prediction = {
    results: [
      // Task 0: predicted (90 + 70) / 2 = 80.
      predicted("Ana", "Order a meal box for Friday", 90, "confident", "Easy."),
      predicted("Ben", "order a meal box for friday", 70, "neutral", "The date is small."),
      // Task 1: predicted 90.
      predicted("Ana", "Read about us", 90, "satisfied", "Right there."),
      // Task 2: predicted 50, but nobody has ended it.
      predicted("Ana", "Change the delivery day", 50, "confused", "Which day?"),
      // A task the test does not have.
      predicted("Ana", "Cancel the order", 20, "frustrated", "No cancel button."),
    ],
  };

  it("counts successes over ended runs, and finds the mean difference and the tasks missed by more than 25 points", () => {
    // Task 0: 3 direct + 3 indirect of 10 ended = 60%; |80 − 60| = 20 (not missed).
    // Task 1: 1 direct of 4 ended (2 gave up, 1 left) = 25%; |90 − 25| = 65 (missed).
    // Task 2: none ended: no difference. Mean of 20 and 65 = 42.5.
    const comparison = comparePrediction(tasks, [outcomes(3, 3, 2, 2), outcomes(1, 0, 2, 1), outcomes(0, 0, 0, 0)], prediction);
    expect(comparison.tasks.map((t) => [t.testers, t.successes, t.directSuccesses, t.measuredRate, t.difference])).toEqual([
      [10, 6, 3, 60, 20],
      [4, 1, 1, 25, 65],
      [0, 0, 0, null, null],
    ]);
    expect(comparison.tasks[0]!.sentence).toBe("Synthetic users predicted 80% success; 6 of 10 real testers succeeded, 3 of them directly");
    expect(comparison.tasks[1]!.prediction?.sentiment).toBe("satisfied");
    expect(comparison.meanAbsoluteDifference).toBe(42.5);
    expect(comparison.missed.map((t) => t.index)).toEqual([1]);
  });

  it("misses only past 25 points, not at them", () => {
    // Task 0: 80 predicted, 5 of 10 = 50%: 30 off. Task 1: 90 predicted, 13 of 20 = 65%: exactly 25 off.
    const comparison = comparePrediction(tasks.slice(0, 2), [outcomes(5, 0, 5, 0), outcomes(10, 3, 7, 0)], prediction);
    expect(comparison.tasks.map((t) => t.difference)).toEqual([30, 25]);
    expect(comparison.missed.map((t) => t.index)).toEqual([0]);
    expect(comparison.meanAbsoluteDifference).toBe(27.5);
  });

  it("has measured figures and no differences without a prediction", () => {
    const comparison = comparePrediction(tasks, [outcomes(1, 1, 0, 0)], null);
    expect(comparison.tasks[0]).toMatchObject({ prediction: null, testers: 2, successes: 2, measuredRate: 100, difference: null });
    expect(comparison.tasks[2]).toMatchObject({ testers: 0, measuredRate: null });
    expect(comparison.meanAbsoluteDifference).toBeNull();
    expect(comparison.missed).toEqual([]);
  });
});
