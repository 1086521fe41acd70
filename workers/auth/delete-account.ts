import type { Database } from "../../db/client";
import { deleteUserData } from "../../db/queries/users";
import type { SessionUser } from "../../shared/session-user";
import { endRealtimeSessions } from "./realtime-sessions";

/** Every upload of a user lives under this R2 prefix, so deletion can find them all. */
export function userUploadPrefix(userId: string): string {
  return `users/${userId}/`;
}

/** Deletes every R2 object under the user's prefix, a listing page (≤1000 keys) at a time. */
async function deleteUploads(bucket: R2Bucket, userId: string): Promise<void> {
  const prefix = userUploadPrefix(userId);
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Account deletion: uploads first (so a failure leaves the account to retry from, not orphaned
 * files), then all D1 rows in one batch, then any open sockets are closed.
 */
export async function deleteAccount(env: Env, db: Database, user: SessionUser): Promise<void> {
  await deleteUploads(env.BUCKET, user.id);
  await deleteUserData(db, user.id, user.email);
  await endRealtimeSessions(env, user.id);
}
