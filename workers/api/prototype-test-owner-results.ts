import type { Database } from "../../db/client";
import type { StoredTest } from "../../db/queries/prototype-tests";
import type { OwnerTestResults } from "../../shared/contracts/prototype-tests";
import type { AppConfig } from "../config";
import { testResults } from "./prototype-test-results";
import { ServerTiming } from "./server-timing";
import { refusedForStorage } from "./strangers-refused";

/**
 * The user's test's results as the owner reads them (the results page's loader and `GET
 * …/results`): the figures, and whether new testers are turned away for the owner's storage, read
 * side by side so the check adds no round trip.
 */
export async function ownerTestResults(
  db: Database,
  config: AppConfig,
  userId: string,
  row: StoredTest,
  timing = new ServerTiming(),
): Promise<OwnerTestResults> {
  const [results, refused] = await Promise.all([
    testResults(db, config, userId, row, timing),
    refusedForStorage(db, userId, config.storage),
  ]);
  return { ...results, testersRefusedForStorage: refused.testers };
}
