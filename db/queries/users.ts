import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";

/** E-mails are stored trimmed and lower-cased, so lookups and the unique index ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
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
