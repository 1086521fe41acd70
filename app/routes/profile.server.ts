import { readStorage } from "../../db/queries/storage";
import type { StorageStatus } from "../../shared/contracts/storage";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/profile";

/** `/profile`: what the account stores against its limits (docs/product.md#storage). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  const { db, config } = context.get(appContext);
  const { usedBytes, items } = await readStorage(db, user.id);
  const storage: StorageStatus = { usedBytes, limitBytes: config.storage.bytes, items, limitItems: config.storage.items };
  return { storage };
}
