import { and, count, eq, sql } from "drizzle-orm";
import { MAX_RESULT_VERSIONS, versionMessages } from "../../shared/result-versions";
import type { Database } from "../client";
import { conversations, messages } from "../schema";
import { summaryColumns, type ConversationSummary } from "./conversations";
import { insertMessageRows, MESSAGES_PER_STATEMENT } from "./message-rows";

/**
 * Versions of a saved tool result (docs/product.md#versions, shared/result-versions.ts): the
 * brief opens Version 1 and every later user message opens the next, so a result has as many
 * versions as it has user messages.
 */
const versionsOf = (conversationId: string) =>
  sql<number>`(SELECT count(*) FROM ${messages} WHERE ${messages.conversationId} = ${conversationId} AND ${messages.role} = 'user')`;

/** A result the user owns, with how many versions it has; null when it is not theirs (or gone). */
export async function findOwnedResult(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<(ConversationSummary & { versions: number }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, versions: versionsOf(conversationId) })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  return row ? { ...row, versions: Number(row.versions) } : null;
}

export type AppendVersionOutcome =
  | { ok: true; conversation: ConversationSummary; version: number }
  | { ok: false; reason: "not_found" | "too_many_versions" };

/**
 * Appends one version — its note as a user message, then its parts — in one batch: stored whole
 * or not at all. The cap is checked by the statements themselves, so parallel appends cannot
 * pass 50 together; nothing is written to someone else's conversation.
 */
export async function appendVersion(
  db: Database,
  userId: string,
  conversationId: string,
  note: string,
  parts: readonly string[],
): Promise<AppendVersionOutcome> {
  const items = versionMessages(note, parts);
  // One statement, so the cap is read once, before any of this version's rows.
  if (items.length >= MESSAGES_PER_STATEMENT) throw new Error(`a version has at most ${MESSAGES_PER_STATEMENT - 2} parts`);
  const underCap = sql`${versionsOf(conversationId)} < ${MAX_RESULT_VERSIONS}`;
  const now = Date.now();
  const [touched, , counted] = await db.batch([
    db
      .update(conversations)
      .set({ updatedAt: new Date(now + items.length) })
      .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId), underCap))
      .returning(summaryColumns),
    ...(insertMessageRows(db, userId, conversationId, items, now, underCap) as [ReturnType<typeof insertMessageRows>[number]]),
    db
      .select({ versions: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.role, "user"))),
  ]);
  const conversation = touched[0];
  if (conversation) return { ok: true, conversation, version: Number(counted[0]?.versions ?? 0) };
  const owned = await findOwnedResult(db, userId, conversationId);
  return { ok: false, reason: owned ? "too_many_versions" : "not_found" };
}
