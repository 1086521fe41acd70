import type { Database } from "../../db/client";
import { closeAccount } from "../../db/queries/account-deletion";
import type { SessionUser } from "../../shared/session-user";
import type { AppConfig } from "../config";
import { purgePublishedPage } from "../launch/page-cache";
import { endRoomSessions } from "../realtime/room-notify";
import { endRealtimeSessions } from "./realtime-sessions";

/**
 * Account deletion (docs/product.md#account-deletion): the account is closed at once (sessions
 * revoked, sign-in refused, open tabs sent to /auth), and its data is then deleted in bounded
 * chunks in the background by the user's Durable Object, until nothing is left, uploads included.
 * A request never waits for a large account's rows, and never holds D1 while they go. Its
 * published pages go offline at once, their cached copies purged (docs/product.md#launch).
 */
export async function deleteAccount(env: Env, db: Database, config: AppConfig, user: SessionUser): Promise<void> {
  const livePages = await closeAccount(db, user.id, user.email);
  // Before the background deletion takes their memberships and products: the rooms they are in.
  await endRoomSessions(env, db, user.id, { ownProductsGone: true });
  await Promise.all(livePages.map((address) => purgePublishedPage(config, address)));
  await env.USER_HUB.getByName(user.id).deleteAccountData(user.id);
  await endRealtimeSessions(env, user.id);
}
