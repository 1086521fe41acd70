import type { Database } from "../../db/client";
import { findOwnedTest, listTests } from "../../db/queries/prototype-tests";
import { PROTOTYPE_TEST_LIMITS } from "../../shared/contracts/prototype-tests";
import type { PrototypeTestReport } from "../../shared/prototype-test-summary";
import type { AppConfig } from "../config";
import { predictionFor, savedPredictions } from "./prototype-test-prediction";
import { testFigures } from "./prototype-test-results";

/**
 * The product's prototype tests that real testers took, each with its measured figures and its
 * prediction (docs/product.md#prototype-tests), newest first and at most the per-product cap:
 * what a case study written in the product tells. A test nobody took measured nothing, so it is
 * left out rather than told as research that did not happen.
 */
export async function takenTestReports(db: Database, config: AppConfig, userId: string, productId: string): Promise<PrototypeTestReport[]> {
  const listed = await listTests(db, userId, productId, PROTOTYPE_TEST_LIMITS.testsPerProduct);
  const taken = listed.filter((test) => test.sessions > 0);
  if (taken.length === 0) return [];
  const saved = await savedPredictions(db, userId, productId);
  const reports: PrototypeTestReport[] = [];
  // One test at a time: its sessions are read, reduced to figures and let go before the next.
  for (const { id } of taken) {
    const row = await findOwnedTest(db, userId, productId, id);
    if (!row) continue; // Deleted meanwhile.
    const { results } = await testFigures(db, config, userId, row);
    reports.push({ results, prediction: predictionFor(results.test.tasks, saved) });
  }
  return reports;
}
