import type { Database } from "../../db/client";
import { SMALLEST_SIGNUP_BYTES } from "../../db/queries/launch-public";
import { SESSION_ROW_BYTES } from "../../db/queries/prototype-test-public";
import { readStorage, strangersRefused, type StorageLimits } from "../../db/queries/storage";

/**
 * Whether the owner's storage is past the share strangers may fill (docs/product.md#storage), for
 * the owner's own reads: the tests card and results say new testers are turned away, the Launch
 * card that sign-ups are. One read of the user's own row, with the edges the refusals use.
 */
export async function refusedForStorage(
  db: Database,
  userId: string,
  limits: StorageLimits,
): Promise<{ testers: boolean; signups: boolean }> {
  const { usedBytes } = await readStorage(db, userId);
  return {
    testers: strangersRefused(usedBytes, limits, SESSION_ROW_BYTES),
    signups: strangersRefused(usedBytes, limits, SMALLEST_SIGNUP_BYTES),
  };
}
