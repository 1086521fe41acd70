import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { aiUsage, conversations, messages, oauthAccounts, products, resultVersions, sessions, signInThrottle, users } from "../schema";
import { emailThrottleRows, throttleKey } from "./throttle";
import { normalizeEmail } from "./users";

/**
 * Deleting an account (docs/product.md#account-deletion) in two parts, so that one large account
 * never holds D1 for long: `closeAccount` makes it unusable at once (a handful of small
 * statements), then `deleteAccountStep` removes its data a bounded chunk at a time, called again
 * and again from the background until nothing is left.
 */

/** Rows one step deletes at most: a few hundred small deletes (and their search-index rows) stay well under 100 ms. */
export const DELETION_CHUNK_ROWS = 200;

/** The address a closed account holds until its row goes: never a real one, so the real one can sign up again. */
export const closedAccountEmail = (userId: string) => `closed-${userId}@deleted.invalid`;

/**
 * At once, in one batch: sessions revoked, linked sign-ins and the address's throttle rows gone,
 * the address and password taken off the account (sign-in then fails like for an unknown
 * address, and the address is free for a new account).
 */
export async function closeAccount(db: Database, userId: string, email: string): Promise<void> {
  await db.batch([
    db.update(users).set({ email: closedAccountEmail(userId), passwordHash: null }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(signInThrottle).where(emailThrottleRows(normalizeEmail(email))),
    db.delete(signInThrottle).where(eq(signInThrottle.key, throttleKey.shareCopies(userId))),
  ]);
}

/**
 * One bounded step of deleting a closed account's data: the first kind of row that still has
 * some loses at most DELETION_CHUNK_ROWS of them — messages, result versions, then conversations, products and
 * usage counters, and last the account row itself. Every statement is scoped by the user.
 * Answers "done" once the account row is gone.
 */
export async function deleteAccountStep(db: Database, userId: string): Promise<"more" | "done"> {
  const ownConversations = () => db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));
  const steps = [
    () =>
      db.delete(messages).where(
        inArray(
          messages.id,
          db.select({ id: messages.id }).from(messages).where(inArray(messages.conversationId, ownConversations())).limit(DELETION_CHUNK_ROWS),
        ),
      ),
    () =>
      db.delete(resultVersions).where(
        inArray(
          resultVersions.id,
          db.select({ id: resultVersions.id }).from(resultVersions).where(inArray(resultVersions.conversationId, ownConversations())).limit(DELETION_CHUNK_ROWS),
        ),
      ),
    () => db.delete(conversations).where(inArray(conversations.id, ownConversations().limit(DELETION_CHUNK_ROWS))),
    () =>
      db.delete(products).where(
        inArray(products.id, db.select({ id: products.id }).from(products).where(eq(products.userId, userId)).limit(DELETION_CHUNK_ROWS)),
      ),
    () => db.delete(aiUsage).where(eq(aiUsage.userId, userId)),
  ];
  for (const step of steps) {
    const result = await step();
    if (result.meta.changes > 0) return "more";
  }
  await db.delete(users).where(eq(users.id, userId));
  return "done";
}
