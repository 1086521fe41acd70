import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { oauthAccounts, sessions, users } from "../schema";

export type OAuthProviderName = (typeof oauthAccounts.$inferSelect)["provider"];

/** The user an OAuth identity is already linked to, if any. */
export async function findLinkedUserId(db: Database, provider: OAuthProviderName, providerUserId: string): Promise<string | null> {
  const [link] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return link?.userId ?? null;
}

/** Links an OAuth identity to a user; linking it again is a no-op. */
export async function linkOAuthAccount(db: Database, provider: OAuthProviderName, providerUserId: string, userId: string): Promise<void> {
  await db.insert(oauthAccounts).values({ provider, providerUserId, userId }).onConflictDoNothing();
}

/** Drops the user's password and every session of theirs, in one batch (all or nothing). */
export async function dropPasswordAndSessions(db: Database, userId: string): Promise<void> {
  await db.batch([
    db.update(users).set({ passwordHash: null }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
}
