import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { newId } from "../ids";
import { conversations, messages } from "../schema";
import { indexMessagesStatement } from "./search-words";
import { storageGuards, type StorageLimits } from "./storage";

export type NewMessage = { role: "user" | "assistant"; content: string };

/** D1 refuses a statement that binds more parameters than this ("too many SQL variables"). */
export const D1_MAX_BOUND_PARAMETERS = 100;
// What one INSERT below binds once (conversation id twice, user id, first timestamp) and once
// per row (id, role, content, position). Keep these in step with the SQL.
const PARAMETERS_PER_STATEMENT = 4;
const PARAMETERS_PER_ROW = 4;
export const MESSAGES_PER_STATEMENT = Math.floor((D1_MAX_BOUND_PARAMETERS - PARAMETERS_PER_STATEMENT) / PARAMETERS_PER_ROW);

/** The conversation, only when `userId` owns it: every write below is gated on this in-statement. */
const owned = (db: Database, userId: string, conversationId: string) =>
  db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));

/**
 * Statements that add `items` after the conversation's last message, in the given order, at
 * most MESSAGES_PER_STATEMENT rows each. Each statement reads the current last `seq` and numbers
 * its rows after it in the same statement, so concurrent writers can never tie or interleave
 * inside one call. Put all of them in ONE db.batch (a transaction): later chunks then follow
 * earlier ones and nothing is stored unless everything is. Nothing is written when the
 * conversation is not the user's (or is gone).
 *
 * Each chunk is followed by the statement that indexes its messages for search, joined to the
 * rows actually stored (db/queries/search-words.ts). Callers end their batch with
 * storageGuards (db/queries/storage.ts), so text past the conversation's or the account's
 * limits rolls the whole batch back. Callers that batch more statements after these keep that in mind.
 *
 * `created_at` is for display only (now + position within the call, as before seq existed).
 * `onlyIf` is one more condition every statement checks when it runs (a cap, for instance): with
 * more than one statement, later ones see the rows of earlier ones, and its own parameters count
 * against D1's limit, so callers that use it keep to fewer rows than MESSAGES_PER_STATEMENT.
 */
export function insertMessageRows(db: Database, userId: string, conversationId: string, items: NewMessage[], now: number, onlyIf?: SQL) {
  const statements = [];
  for (let start = 0; start < items.length; start += MESSAGES_PER_STATEMENT) {
    const chunk = items.slice(start, start + MESSAGES_PER_STATEMENT).map((item) => ({ ...item, id: newId() }));
    const rows = sql.join(
      chunk.map((item, index) => sql`(${item.id}, ${item.role}, ${item.content}, ${index})`),
      sql`, `,
    );
    // `last` is read when this statement runs, i.e. after the earlier chunks of this batch.
    // drizzle inserts a raw SELECT into every column in the schema's order: id,
    // conversation_id, role, content, seq, created_at. (Not db.run: drizzle 0.45 cannot batch
    // a raw statement that has parameters on D1.)
    statements.push(
      db.insert(messages).select(sql`
        SELECT incoming.column1, owner.id, incoming.column2, incoming.column3,
               last.seq + 1 + incoming.column4, ${now + start} + incoming.column4
        FROM (VALUES ${rows}) AS incoming,
             ${owned(db, userId, conversationId)} AS owner,
             (SELECT coalesce(max(seq), 0) AS seq FROM messages WHERE conversation_id = ${conversationId}) AS last
        ${onlyIf ? sql`WHERE ${onlyIf}` : sql``}`),
      indexMessagesStatement(db, userId, chunk),
    );
  }
  return statements;
}

/**
 * Removes the conversation's last message if it is an assistant reply, in one statement, so
 * "regenerate" can replace it atomically when batched with insertMessageRows.
 */
export function deleteLastReplyRow(db: Database, userId: string, conversationId: string) {
  return db
    .delete(messages)
    .where(
      and(
        inArray(messages.conversationId, owned(db, userId, conversationId)),
        eq(messages.role, "assistant"),
        eq(messages.seq, sql`(SELECT max(seq) FROM messages WHERE conversation_id = ${conversationId})`),
      ),
    );
}

/**
 * "Edit and resend" in a saved chat (docs/product.md#continue-copy-and-edit): the last user
 * message and everything after it (its reply) give way to the edited question and its new
 * reply. Update, delete and insert are one batch, so the conversation never holds both
 * exchanges, or neither; nothing happens when the conversation is not the user's (null).
 */
export async function replaceLastExchange(
  db: Database,
  userId: string,
  conversationId: string,
  question: string,
  reply: string,
  storage?: StorageLimits,
) {
  const now = Date.now();
  const lastQuestionSeq = sql`(SELECT max(seq) FROM messages WHERE conversation_id = ${conversationId} AND role = 'user')`;
  const [updated] = await db.batch([
    db
      .update(conversations)
      .set({ updatedAt: new Date(now + 2) })
      .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
      .returning({
        id: conversations.id,
        title: conversations.title,
        updatedAt: conversations.updatedAt,
        shareId: conversations.shareId,
        tool: conversations.tool,
      }),
    db.delete(messages).where(and(inArray(messages.conversationId, owned(db, userId, conversationId)), gte(messages.seq, lastQuestionSeq))),
    ...insertMessageRows(
      db,
      userId,
      conversationId,
      [
        { role: "user", content: question },
        { role: "assistant", content: reply },
      ],
      now,
    ),
    ...storageGuards(db, userId, conversationId, storage),
  ]);
  return updated[0] ?? null;
}
