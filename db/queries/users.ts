import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { aiUsage, conversations, messages, oauthAccounts, sessions, signInThrottle, users } from "../schema";
import { emailThrottleRows } from "./throttle";

/** E-mails are stored trimmed and lower-cased, so lookups and the unique index ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user ?? null;
}

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** Inserts a user; returns null when the e-mail is already taken (unique index), never throws for that. */
export async function insertUser(db: Database, email: string, passwordHash: string | null) {
  const [user] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Removes the account and everything stored for it in D1, in one batch (all or nothing):
 * messages, conversations, sessions, linked OAuth accounts, usage counters and the e-mail's throttle rows.
 * Foreign keys would cascade, but deleting explicitly does not depend on that pragma.
 */
export async function deleteUserData(db: Database, userId: string, email: string): Promise<void> {
  const owned = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));
  await db.batch([
    db.delete(messages).where(inArray(messages.conversationId, owned)),
    db.delete(conversations).where(eq(conversations.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(aiUsage).where(eq(aiUsage.userId, userId)),
    db.delete(signInThrottle).where(emailThrottleRows(normalizeEmail(email))),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}
