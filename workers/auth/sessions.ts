import type { Database } from "../../db/client";
import { deleteExpiredUserSessions, deleteSession, extendSession, findSessionWithUser, insertSession } from "../../db/queries/sessions";
import type { SessionUser } from "../../shared/session-user";
import { generateSessionToken, hashSessionToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days from their last use. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/**
 * Sliding expiry without a write on every request: the row is pushed back to a full 30 days
 * once it is more than a day old, so an active user never gets signed out.
 */
const EXTEND_AFTER_MS = DAY_MS;

export type ValidSession = { user: SessionUser; sessionId: string; expiresAt: Date; extended: boolean };

/** A fresh session for every sign-in; returns the token, which is never stored. */
export async function createSession(db: Database, userId: string, userAgent: string | null, now = new Date()) {
  const token = generateSessionToken();
  const sessionId = await hashSessionToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await deleteExpiredUserSessions(db, userId, now);
  await insertSession(db, { id: sessionId, userId, expiresAt, userAgent: userAgent?.slice(0, 255) ?? null });
  return { token, sessionId, expiresAt };
}

/** Resolves a token to its user, dropping expired sessions and extending active ones. */
export async function validateSessionToken(db: Database, token: string, now = new Date()): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{20,128}$/.test(token)) return null;
  const sessionId = await hashSessionToken(token);
  const found = await findSessionWithUser(db, sessionId);
  if (!found) return null;
  if (found.expiresAt.getTime() <= now.getTime()) {
    await deleteSession(db, sessionId);
    return null;
  }
  let expiresAt = found.expiresAt;
  let extended = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await extendSession(db, sessionId, expiresAt);
    extended = true;
  }
  return { user: found.user, sessionId, expiresAt, extended };
}
