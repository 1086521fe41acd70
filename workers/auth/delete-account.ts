import type { Database } from "../../db/client";
import { deleteUserData } from "../../db/queries/users";
import type { SessionUser } from "../../shared/session-user";
import { deleteUserObjects } from "../uploads/storage";
import { endRealtimeSessions } from "./realtime-sessions";

/**
 * Account deletion: uploads first (so a failure leaves the account to retry from, not orphaned
 * files), then all D1 rows in one batch, then any open sockets are closed.
 */
export async function deleteAccount(env: Env, db: Database, user: SessionUser): Promise<void> {
  await deleteUserObjects(env.BUCKET, user.id);
  await deleteUserData(db, user.id, user.email);
  await endRealtimeSessions(env, user.id);
}
