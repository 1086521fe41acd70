import { data } from "react-router";
import { findOwnedTest } from "../../db/queries/prototype-tests";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { ownerOnlyRefusal } from "../../workers/api/conversation-refusal";
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
  if (!row) {
    // A member of the product is told its tests are the owner's (403), as the API tells them;
    // someone else's (or no) test or product: 404, without saying which.
    const refusal = await ownerOnlyRefusal(db, user.id, params.productId);
    throw data(refusal.status === 403 ? refusal.message : "Test not found", { status: refusal.status });
  }
  return { results: await ownerTestResults(db, config, user.id, row) };
}
