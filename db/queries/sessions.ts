import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { Database } from "../client";
import { sessions, users } from "../schema";

export type SessionWithUser = {
  sessionId: string;
  expiresAt: Date;
  user: { id: string; email: string };
};

export async function insertSession(
  db: Database,
  row: { id: string; userId: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session row (by token hash) joined with its user, or null. Expiry is checked by the caller. */
export async function findSessionWithUser(db: Database, sessionId: string): Promise<SessionWithUser | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  return { sessionId: row.sessionId, expiresAt: row.expiresAt, user: { id: row.id, email: row.email } };
}

export async function extendSession(db: Database, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Sign out everywhere: every session of this user, optionally keeping one. */
export async function deleteUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<void> {
  const scope = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepSessionId ? and(scope, ne(sessions.id, keepSessionId)) : scope);
}

export async function listUserSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/** Housekeeping: expired rows of one user are dropped when they next sign in. */
export async function deleteExpiredUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}
