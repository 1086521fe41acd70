import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SyntheticVsReal } from "../../app/components/prototype-tests/synthetic-vs-real";
import type { ValidationResult } from "../../shared/contracts/validate-ux";

const test = {
  tasks: [{ text: "Order a meal box for Friday", startScreenId: "home", goalScreenId: "done", expectedPath: ["home", "done"] }],
};
// 3 direct + 3 indirect of 10 ended (1 more still in progress is not counted).
const results = { tasks: [{ outcomes: { direct: 3, indirect: 3, "gave-up": 2, left: 2 } }] } as never;
const result = (persona: string, successRate: number, feedback: string): ValidationResult => ({
  persona,
  task: "order a meal box for friday",
  successRate,
  sentiment: "confused",
  behavior: "Scans the menu.",
  feedback,
  recommendations: ["Visibility of system status: show the day"],
});

const render = (prediction: { results: ValidationResult[] } | null) =>
  renderToStaticMarkup(createElement(SyntheticVsReal, { test, results, prediction, onRunPrediction: () => {} }));

describe("the Synthetic vs real section", () => {
  it("shows the prediction and the measured figures side by side, in plain words", () => {
    // Predicted (90 + 70) / 2 = 80%; measured 6 of 10 = 60%: 20 points apart.
    const html = render({ results: [result("Ana", 90, "Where is Friday?"), result("Ben", 70, "The day picker is small.")] });
    expect(html).toContain("Synthetic users predicted 80% success; 6 of 10 real testers succeeded, 3 of them directly.");
    expect(html).toContain(">80%<");
    expect(html).toContain(">60%<");
    expect(html).toContain(">20 points<");
    expect(html).toContain("Where is Friday?");
    expect(html).toContain("Predicted sticking points (2)");
    expect(html).not.toContain("Predict with synthetic users");
    expect(html.toLowerCase()).not.toContain("user testing");
  });

  it("offers to run a prediction when there is none, and still shows what real testers did", () => {
    const html = render(null);
    expect(html).toContain("Predict with synthetic users");
    expect(html).toContain("No prediction for this task; 6 of 10 real testers succeeded, 3 of them directly.");
  });
});
