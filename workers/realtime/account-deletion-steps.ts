import { createDb } from "../../db/client";
import { deleteAccountStep } from "../../db/queries/account-deletion";
import { deleteUserObjectsPage } from "../uploads/storage";

/**
 * Up to `steps` bounded steps of deleting a closed account: its uploads a page at a time first,
 * then its D1 rows a chunk at a time (db/queries/account-deletion.ts). True once nothing is left.
 * Other users' requests run between the steps: none holds D1 for long.
 */
export async function deleteAccountSteps(env: Env, userId: string, steps: number): Promise<boolean> {
  const db = createDb(env.DB);
  for (let step = 0; step < steps; step++) {
    if (await deleteUserObjectsPage(env.BUCKET, userId)) continue;
    if ((await deleteAccountStep(db, userId)) === "done") return true;
  }
  return false;
}
