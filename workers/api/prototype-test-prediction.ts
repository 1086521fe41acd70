import { z } from "zod";
import type { Database } from "../../db/client";
import { productValidations } from "../../db/queries/product-validations";
import type { PrototypeTestResults } from "../../shared/contracts/prototype-tests";
import { validationResultSchema } from "../../shared/contracts/validate-ux";
import { pickPrediction, sameTaskText } from "../../shared/prototype-test-comparison";

/**
 * Where a prototype test's "Synthetic vs real" prediction comes from (docs/product.md#prototype-tests):
 * the product's saved Prototype Validator results, of which `pickPrediction` chooses the one
 * matching most of the test's tasks.
 */

/** Saved validations a prediction is chosen from: the product's newest, so a product with many costs no more. */
export const PREDICTION_CANDIDATES = 10;

export type SavedPrediction = NonNullable<PrototypeTestResults["prediction"]>;

/** Only the results are read: a report saved before other fields were kept still predicts. */
const storedResults = z.object({ results: z.array(validationResultSchema) });

/** The product's saved validations with structured results, newest first (one saved as Markdown only has none to compare). */
export async function savedPredictions(db: Database, userId: string, productId: string): Promise<SavedPrediction[]> {
  const saved = await productValidations(db, userId, productId, PREDICTION_CANDIDATES);
  return saved.flatMap(({ response, ...validation }) => {
    if (response === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(response);
    } catch {
      return [];
    }
    const read = storedResults.safeParse(parsed);
    return read.success ? [{ ...validation, results: read.data.results }] : [];
  });
}

/** The test's prediction among those saved, with only its results for the test's tasks; null when none has any. */
export function predictionFor(tasks: readonly { text: string }[], saved: readonly SavedPrediction[]): SavedPrediction | null {
  const picked = pickPrediction(tasks, saved);
  if (!picked) return null;
  return { ...picked, results: picked.results.filter((result) => tasks.some((task) => sameTaskText(task.text, result.task))) };
}
