import { TASK_OUTCOME_LABELS, type PrototypeTestResults, type TaskResults } from "./contracts/prototype-tests";
import type { ValidationResult } from "./contracts/validate-ux";
import { comparePrediction, MISSED_BY } from "./prototype-test-comparison";

/**
 * A prototype test's results in a few plain lines (docs/product.md#prototype-tests): what the
 * product export writes under "Prototype tests" and what a case study is written from. The
 * testers' figures are named as measured from real testers; the Prototype Validator's figures
 * as predictions, so neither is ever mistaken for the other.
 */

export type PrototypeTestReport = {
  results: Pick<PrototypeTestResults, "test" | "sessions" | "finishedSessions" | "usabilityScore" | "sus" | "tasks">;
  /** The product's saved Prototype Validator result for the test's tasks, if any. */
  prediction: { results: readonly ValidationResult[] } | null;
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const oneDecimal = (n: number) => Number(n.toFixed(1)).toLocaleString("en-US");
const quoted = (text: string) => `“${text.replace(/\s+/g, " ").trim()}”`;

function testLine({ test, sessions, finishedSessions, usabilityScore, sus }: PrototypeTestReport["results"]): string {
  const parts = [`${count(sessions, "tester", "testers")} (${count(finishedSessions, "finished", "finished")})`];
  if (usabilityScore !== null) parts.push(`usability score ${Math.round(usabilityScore)} of 100`);
  if (sus && sus.score !== null) parts.push(`SUS ${oneDecimal(sus.score)} from ${count(sus.answers, "answer", "answers")}`);
  return `- **Prototype test ${quoted(test.title)}:** ${test.url} (${test.open ? "open" : "closed"}) — measured from real testers: ${parts.join(", ")}`;
}

function taskLine(task: TaskResults): string {
  const lead = `- **Task ${task.index + 1}, ${quoted(task.text)}**`;
  const ended = task.testers - task.inProgress;
  const inProgress = task.inProgress > 0 ? ` (${count(task.inProgress, "more", "more")} in progress)` : "";
  if (ended === 0) return `${lead}: no real tester has finished it yet${inProgress}`;
  const { direct, indirect, "gave-up": gaveUp, left } = task.outcomes;
  const outcomes = [
    direct > 0 && count(direct, "direct success", "direct successes"),
    indirect > 0 && count(indirect, "indirect success", "indirect successes"),
    gaveUp > 0 && `${gaveUp.toLocaleString("en-US")} ${TASK_OUTCOME_LABELS["gave-up"].toLowerCase()}`,
    left > 0 && `${left.toLocaleString("en-US")} ${TASK_OUTCOME_LABELS.left.toLowerCase()}`,
  ].filter(Boolean);
  const figures = [`${percent((direct + indirect) / ended)} success (${outcomes.join(", ")})`];
  if (task.medianTimeMs !== null) figures.push(`median time ${oneDecimal(task.medianTimeMs / 1000)} s`);
  if (task.misclickRate !== null) figures.push(`${percent(task.misclickRate)} of clicks missed`);
  if (task.usabilityScore !== null) figures.push(`usability score ${Math.round(task.usabilityScore)} of 100`);
  if (task.meanEase !== null) figures.push(`mean ease ${oneDecimal(task.meanEase)} of 7 (${count(task.easeAnswers, "answer", "answers")})`);
  return `${lead}, measured from ${count(ended, "real tester", "real testers")}${inProgress}: ${figures.join("; ")}`;
}

/** The report's lines, each a Markdown list item: the test, each task measured, and each prediction named as one. */
export function prototypeTestSummaryLines({ results, prediction }: PrototypeTestReport): string[] {
  const lines = [testLine(results)];
  const comparison = comparePrediction(results.test.tasks, results.tasks, prediction);
  for (const task of results.tasks) {
    lines.push(taskLine(task));
    const predicted = comparison.tasks[task.index]?.prediction;
    if (!predicted) continue;
    lines.push(
      `- **Prediction for task ${task.index + 1}** (synthetic users, not measured): ${comparison.tasks[task.index]!.sentence}; predicted sentiment ${predicted.sentiment}`,
    );
  }
  if (comparison.meanAbsoluteDifference !== null) {
    const missed = comparison.missed.map((task) => task.index + 1);
    const where = missed.length === 1 ? `task ${missed[0]}` : `tasks ${missed.join(", ")}`;
    lines.push(
      `- **Predictions against real testers:** ${oneDecimal(comparison.meanAbsoluteDifference)} points apart on average; ${
        missed.length === 0 ? `none missed by more than ${MISSED_BY} points` : `missed by more than ${MISSED_BY} points on ${where}`
      }`,
    );
  }
  return lines;
}
