import type { TaskResults } from "./contracts/prototype-tests";
import { SENTIMENTS, type ValidationResult } from "./contracts/validate-ux";

/**
 * "Synthetic vs real" (docs/product.md#prototype-tests): the Prototype Validator's prediction for
 * each task of a test beside what real testers did. Pure, so the results page, the product export
 * and the Case Study Generator say the same sentences. Synthetic results are predictions, never
 * "user testing".
 */

export type Sentiment = (typeof SENTIMENTS)[number];

export type TaskPrediction = {
  /** Mean of the personas' predicted success rates, 0–100. */
  successRate: number;
  /** The sentiment most personas predicted (on a tie, the more negative one: a prediction should not flatter). */
  sentiment: Sentiment;
  personas: number;
  /** Each persona's predicted feedback, where it expects trouble. */
  stickingPoints: { persona: string; text: string }[];
};

export type TaskComparison = {
  index: number;
  text: string;
  prediction: TaskPrediction | null;
  /** Testers who ended the task (runs in progress are not counted until they end). */
  testers: number;
  successes: number;
  directSuccesses: number;
  /** The measured success rate, 0–100; null before anyone ended the task. */
  measuredRate: number | null;
  /** |predicted − measured| in points, when both exist. */
  difference: number | null;
  sentence: string;
};

export type PredictionComparison = {
  tasks: TaskComparison[];
  /** The mean absolute difference of success rates, in points, over the tasks that have both. */
  meanAbsoluteDifference: number | null;
  /** Tasks the prediction missed by more than `MISSED_BY` points. */
  missed: TaskComparison[];
};

/** A prediction further than this many points from the measured success rate missed. */
export const MISSED_BY = 25;

/** Task texts match whatever their case and spacing: the validator may have been given them retyped. */
export function sameTaskText(a: string, b: string): boolean {
  const key = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return key(a) === key(b);
}

function prevailing(sentiments: readonly Sentiment[]): Sentiment {
  let best: Sentiment = sentiments[0]!;
  let bestCount = 0;
  // SENTIMENTS runs from frustrated to satisfied, so a strict > keeps the more negative on a tie.
  for (const sentiment of SENTIMENTS) {
    const count = sentiments.filter((s) => s === sentiment).length;
    if (count > bestCount) {
      best = sentiment;
      bestCount = count;
    }
  }
  return best;
}

export function predictionFor(taskText: string, results: readonly ValidationResult[]): TaskPrediction | null {
  const matching = results.filter((result) => sameTaskText(result.task, taskText));
  if (matching.length === 0) return null;
  return {
    successRate: matching.reduce((sum, result) => sum + result.successRate, 0) / matching.length,
    sentiment: prevailing(matching.map((result) => result.sentiment)),
    personas: matching.length,
    stickingPoints: matching.map((result) => ({ persona: result.persona, text: result.feedback })),
  };
}

const testers = (count: number) => `${count} real ${count === 1 ? "tester" : "testers"}`;

/** "Synthetic users predicted 80% success; 6 of 10 real testers succeeded, 3 of them directly". */
export function agreementSentence(
  prediction: TaskPrediction | null,
  measured: { testers: number; successes: number; directSuccesses: number },
): string {
  const predicted = prediction ? `Synthetic users predicted ${Math.round(prediction.successRate)}% success` : "No prediction for this task";
  if (measured.testers === 0) return `${predicted}; no real tester has finished this task yet`;
  const real = `${measured.successes} of ${testers(measured.testers)} succeeded`;
  return measured.successes === 0 ? `${predicted}; ${real}` : `${predicted}; ${real}, ${measured.directSuccesses} of them directly`;
}

/** Each task of the test beside the prediction for it (matched by its text), and how far apart they are overall. */
export function comparePrediction(
  tasks: readonly { text: string }[],
  measured: readonly Pick<TaskResults, "outcomes">[],
  prediction: { results: readonly ValidationResult[] } | null,
): PredictionComparison {
  const compared = tasks.map((task, index): TaskComparison => {
    const forTask = prediction ? predictionFor(task.text, prediction.results) : null;
    const outcomes = measured[index]?.outcomes ?? { direct: 0, indirect: 0, "gave-up": 0, left: 0 };
    const ended = outcomes.direct + outcomes.indirect + outcomes["gave-up"] + outcomes.left;
    const successes = outcomes.direct + outcomes.indirect;
    const measuredRate = ended === 0 ? null : (successes / ended) * 100;
    const counts = { testers: ended, successes, directSuccesses: outcomes.direct };
    return {
      index,
      text: task.text,
      prediction: forTask,
      ...counts,
      measuredRate,
      difference: forTask && measuredRate !== null ? Math.abs(forTask.successRate - measuredRate) : null,
      sentence: agreementSentence(forTask, counts),
    };
  });
  const both = compared.flatMap((task) => (task.difference === null ? [] : [task.difference]));
  return {
    tasks: compared,
    meanAbsoluteDifference: both.length === 0 ? null : both.reduce((a, b) => a + b, 0) / both.length,
    missed: compared.filter((task) => task.difference !== null && task.difference > MISSED_BY),
  };
}
