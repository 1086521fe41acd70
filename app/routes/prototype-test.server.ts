import { data } from "react-router";
import { findOwnedTest } from "../../db/queries/prototype-tests";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { ownerTestResults } from "../../workers/api/prototype-test-owner-results";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/prototype-test";

/**
 * `/products/:productId/tests/:testId`: the test's results, computed by the same query the API
 * answers (`GET …/tests/:testId/results`), so the page's first paint and its live re-reads agree.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  const { db, config } = context.get(appContext);
  const row = await findOwnedTest(db, user.id, params.productId, params.testId);
  // Someone else's (or no) test or product: 404, without saying which.
  if (!row) throw data("Test not found", { status: 404 });
  return { results: await ownerTestResults(db, config, user.id, row) };
}
