import type { Database } from "../../db/client";
import { closeAccount } from "../../db/queries/account-deletion";
import type { SessionUser } from "../../shared/session-user";
import { endRealtimeSessions } from "./realtime-sessions";

/**
 * Account deletion (docs/product.md#account-deletion): the account is closed at once (sessions
 * revoked, sign-in refused, open tabs sent to /auth), and its data is then deleted in bounded
 * chunks in the background by the user's Durable Object, until nothing is left, uploads included.
 * A request never waits for a large account's rows, and never holds D1 while they go.
 */
export async function deleteAccount(env: Env, db: Database, user: SessionUser): Promise<void> {
  await closeAccount(db, user.id, user.email);
  await env.USER_HUB.getByName(user.id).deleteAccountData(user.id);
  await endRealtimeSessions(env, user.id);
}
