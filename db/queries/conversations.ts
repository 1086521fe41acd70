import { and, asc, desc, eq, exists, lt, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cleanTitle } from "../../shared/contracts/conversations";
import { isToolName, savedItemKind } from "../../shared/contracts/tool-names";
import { cutAtWord } from "../../shared/plain-text";
import { splitVersions, type ResultVersion, type VersionSummary } from "../../shared/result-versions";
import { newId } from "../ids";
import { conversations, messages, products, resultVersions, type Conversation, type Message } from "../schema";
import { editableBy, storageFor, writerOf, type ItemWriter } from "./item-writes";
import { productAccess } from "./product-members";
import { deleteLastReplyRow, insertMessageRows, type NewMessage } from "./message-rows";
import { indexTitleStatements } from "./search-words";
import { storageGuards, type StorageLimits } from "./storage";
import { insertVersionRows, readVersion, readVersions, readVersionSummaries, type StoredVersion } from "./version-rows";

export type { NewMessage };
// productId is optional only because a few hand-written selects (search, edit-and-resend) do not
// read it yet; every query here does, and a summary without it says nothing about its product.
export type ConversationSummary = Pick<Conversation, "id" | "title" | "updatedAt" | "shareId" | "shareScreens" | "tool"> & {
  productId?: string | null;
};

export const TITLE_LENGTH = 50;

/**
 * A new save's title (docs/product.md#what-a-saved-conversation-holds): a chat's first message,
 * a tool result's kind and the first line of its brief ("User flows: Dog walking app"), so the
 * results of one idea tell apart. The words are cut at a word boundary with "…" after 50
 * characters (whole code points; docs/product.md#clean-titles).
 */
export function titleFrom(firstMessage: string, tool: string | null = null): string {
  if (!isToolName(tool)) return cutAtWord(cleanTitle(firstMessage), TITLE_LENGTH) || "Untitled";
  const kind = savedItemKind(tool);
  const brief = cutAtWord(cleanTitle(firstMessage.trim().split("\n")[0] ?? ""), TITLE_LENGTH);
  if (!brief) return kind;
  // Some briefs already open with their kind ("Wireframes (Phone): …", "UX validation: …").
  const lead = kind.split(" ").slice(0, 2).join(" ").toLowerCase();
  return brief.toLowerCase().startsWith(lead) ? brief : `${kind}: ${brief}`;
}

export const summaryColumns = {
  id: conversations.id,
  title: conversations.title,
  updatedAt: conversations.updatedAt,
  shareId: conversations.shareId,
  shareScreens: conversations.shareScreens,
  tool: conversations.tool,
  productId: conversations.productId,
};

/**
 * A user's conversations, newest first, a page at a time. The cursor is the last row of the
 * previous page (updatedAt + id), so pages stay stable while rows are added.
 */
export async function listConversations(
  db: Database,
  userId: string,
  { limit = 20, before }: { limit?: number; before?: { updatedAt: Date; id: string } } = {},
): Promise<ConversationSummary[]> {
  const page = before
    ? or(lt(conversations.updatedAt, before.updatedAt), and(eq(conversations.updatedAt, before.updatedAt), lt(conversations.id, before.id)))
    : undefined;
  return db
    .select(summaryColumns)
    .from(conversations)
    .where(and(eq(conversations.userId, userId), page))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit);
}

/** Deletes the user's conversations that hold nothing (no message, no version); returns their ids. */
export async function deleteEmptyConversations(db: Database, userId: string): Promise<string[]> {
  const deleted = await db
    .delete(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(messages)
            .where(eq(messages.conversationId, conversations.id))
            .limit(1),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(resultVersions)
            .where(eq(resultVersions.conversationId, conversations.id))
            .limit(1),
        ),
      ),
    )
    .returning({ id: conversations.id });
  return deleted.map((row) => row.id);
}

/** Bumps updated_at of a conversation the user owns; returns its summary (none when not theirs). */
function touch(db: Database, userId: string, conversationId: string, updatedAt: number) {
  return db
    .update(conversations)
    .set({ updatedAt: new Date(updatedAt) })
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .returning(summaryColumns);
}

/** The product's id, only when `userId` owns it: saving into someone else's product saves nothing. */
const ownedProductId = (db: Database, userId: string, productId: string) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.userId, userId)));

/**
 * Saves a chat: the conversation and all its messages in one D1 batch (all or nothing), the
 * messages in as many statements as D1's parameter limit needs.
 */
export async function createConversation(
  db: Database,
  userId: string,
  items: NewMessage[],
  { tool = null, responses, storage }: { tool?: string | null; responses?: readonly unknown[]; storage?: StorageLimits } = {},
): Promise<ConversationSummary> {
  const now = Date.now();
  const row = newConversationRow(userId, items, tool, now);
  const [inserted] = await db.batch([
    db
      .insert(conversations)
      .values({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) })
      .returning(summaryColumns),
    ...indexTitleStatements(db, userId, row.id, row.title, { replace: false }),
    ...savedContentStatements(db, userId, row.id, items, { tool, responses, storage }, now),
  ]);
  return inserted[0]!;
}

/**
 * Saves a chat or result into a product (docs/product.md#products), like createConversation, by
 * its owner or an editor of it (docs/product.md#members-and-roles). The item is the product
 * owner's row either way (so every read, the owner's storage and search count it as theirs), with
 * who made it in `created_by` when that is an editor. The conversation row is only written while
 * the caller may still edit the product, checked in the statement (a product deleted or a member
 * removed meanwhile cannot half-save); the messages then find no conversation to join, nothing is
 * stored, and the answer is null (callers answer 404 or 403). The product's activity is bumped by
 * the trigger of migrations/0007_products.sql, in the same statement.
 */
export async function createConversationInProduct(
  db: Database,
  userId: string,
  productId: string,
  items: NewMessage[],
  { tool = null, responses, storage }: { tool?: string | null; responses?: readonly unknown[]; storage?: StorageLimits } = {},
): Promise<(ConversationSummary & { ownerId: string }) | null> {
  // Whose rows they will be; the INSERT below decides again whether the caller may write them.
  const [product] = await db
    .select({ ownerId: products.userId })
    .from(products)
    .where(and(eq(products.id, productId), productAccess(userId, "editor")))
    .limit(1);
  if (!product) return null;
  const writer = { ownerId: product.ownerId, authorId: userId };
  const now = Date.now();
  const row = newConversationRow(writer.ownerId, items, tool, now);
  const editable = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.userId, writer.ownerId), productAccess(userId, "editor")));
  const madeBy = writer.ownerId === userId ? null : userId;
  // drizzle inserts a raw SELECT into every column in the schema's order: id, user_id, title,
  // tool, share_id, share_screens, product_id, stored_bytes (counted by triggers), created_at,
  // updated_at, created_by.
  const insert = db
    .insert(conversations)
    .select(
      sql`SELECT ${row.id}, ${writer.ownerId}, ${row.title}, ${row.tool}, NULL, 0, allowed.id, 0, ${row.createdAt}, ${row.updatedAt}, ${madeBy}
          FROM ${editable} AS allowed`,
    )
    .returning({ ...summaryColumns, ownerId: conversations.userId });
  const [inserted] = await db.batch([
    insert,
    ...indexTitleStatements(db, writer.ownerId, row.id, row.title, { replace: false }),
    ...savedContentStatements(db, writer, row.id, items, { tool, responses, storage }, now),
  ]);
  return inserted[0] ?? null;
}

/**
 * What a save stores besides the conversation row, ending with the storage guards: a chat's
 * messages; or a tool result's brief (its first message) as a message and its versions as rows
 * of their own (docs/product.md#versions), read from the request's messages by their roles, each
 * with its structured response when the save sent them.
 */
export function savedContentStatements(
  db: Database,
  by: string | ItemWriter,
  conversationId: string,
  items: NewMessage[],
  { tool, responses, storage }: { tool: string | null; responses?: readonly unknown[]; storage?: StorageLimits },
  now: number,
) {
  const writer = writerOf(by);
  // The rows and the storage are the owner's; the versions say who saved them.
  const userId = writer.ownerId;
  if (tool === null)
    return [
      ...insertMessageRows(db, userId, conversationId, items, now),
      ...storageGuards(db, userId, conversationId, storageFor(writer, storage)),
    ];
  const brief = items[0]?.role === "user" ? [items[0]] : [];
  const versions = splitVersions(items).map(({ note, restoredFrom, parts }, index) => ({
    note,
    restoredFrom,
    parts,
    response: responses?.[index],
  }));
  return [
    ...insertMessageRows(db, userId, conversationId, brief, now),
    ...insertVersionRows(db, writer, conversationId, versions, now),
    ...storageGuards(db, userId, conversationId, storageFor(writer, storage)),
  ];
}

function newConversationRow(userId: string, items: NewMessage[], tool: string | null, now: number) {
  const [first] = items;
  if (!first) throw new Error("a conversation needs at least one message");
  // updated_at is past the last message's display time, as every writer here does.
  return { id: newId(), userId, tool, title: titleFrom(first.content, tool), createdAt: now, updatedAt: now + items.length };
}

/**
 * Appends messages to a conversation the user owns and bumps updated_at, in one batch, so the
 * items stay next to each other in the given order whatever else is written at the same time
 * (a question and its answer are one call). Returns null when the conversation is not the
 * user's (callers answer 404); nothing is written then.
 */
export async function appendMessages(
  db: Database,
  userId: string,
  conversationId: string,
  items: NewMessage[],
  storage?: StorageLimits,
): Promise<ConversationSummary | null> {
  const now = Date.now();
  const [updated] = await db.batch([
    touch(db, userId, conversationId, now + items.length),
    ...insertMessageRows(db, userId, conversationId, items, now),
    ...storageGuards(db, userId, conversationId, storage),
  ]);
  return updated[0] ?? null;
}

export async function findOwnedConversation(db: Database, userId: string, conversationId: string): Promise<ConversationSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * A conversation as its pages read it: a chat's messages; a tool result's brief (its one
 * message), what its versions are, and the newest one whole — what the page shows first. Older
 * versions are read one at a time when asked for (readVersion).
 */
export type ConversationWithMessages = ConversationSummary & {
  messages: Pick<Message, "id" | "role" | "content" | "createdAt">[];
  versions: VersionSummary[];
  latestVersion: ResultVersion | null;
};

/** The same, with every version whole: for what reads a result entirely (a copy, a case study's sources). */
export type ConversationWithAllVersions = Omit<ConversationWithMessages, "versions" | "latestVersion"> & { versions: StoredVersion[] };

export async function withAllVersions<T extends ConversationWithMessages>(
  db: Database,
  conversation: T,
): Promise<Omit<T, "versions" | "latestVersion"> & { versions: StoredVersion[] }> {
  const { versions: _summaries, latestVersion: _latest, ...rest } = conversation;
  return { ...rest, versions: conversation.tool === null ? [] : await readVersions(db, conversation.id) };
}

/** Every text a conversation holds: its messages and its versions' parts. */
export function conversationTexts(conversation: { messages: { content: string }[]; versions: ResultVersion[] }): string[] {
  return [...conversation.messages.map((m) => m.content), ...conversation.versions.flatMap((v) => v.parts)];
}

/** With `readerId`, each version someone else saved says by whom (readVersionSummaries). */
export async function withMessages(db: Database, summary: ConversationSummary, readerId?: string): Promise<ConversationWithMessages> {
  const rows = await db
    .select({ id: messages.id, role: messages.role, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, summary.id))
    .orderBy(asc(messages.seq));
  if (summary.tool === null) return { ...summary, messages: rows, versions: [], latestVersion: null };
  const versions = await readVersionSummaries(db, summary.id, readerId);
  const latest = versions.length > 0 ? await readVersion(db, summary.id, null) : null;
  return {
    ...summary,
    messages: rows,
    versions,
    latestVersion: latest && { number: latest.number, note: latest.note, restoredFrom: latest.restoredFrom, parts: latest.parts },
  };
}

/** One conversation and its messages, only if the user owns it. */
export async function getConversation(db: Database, userId: string, conversationId: string): Promise<ConversationWithMessages | null> {
  const summary = await findOwnedConversation(db, userId, conversationId);
  return summary ? withMessages(db, summary) : null;
}

/** Deletes the user's conversation; answers the product it was in (for its room to hear), null when nothing was deleted. */
export async function deleteConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<{ productId: string | null } | null> {
  const [deleted] = await db
    .delete(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .returning({ productId: conversations.productId });
  return deleted ?? null;
}

/**
 * Sets (or clears, with null) the public share id of a conversation the user owns, and whether
 * the public page shows the screenshots it links (off unless the owner opts in).
 */
export async function setShareId(
  db: Database,
  userId: string,
  conversationId: string,
  shareId: string | null,
  { shareScreens = false }: { shareScreens?: boolean } = {},
): Promise<ConversationSummary | null> {
  const [row] = await db
    .update(conversations)
    .set({ shareId, shareScreens: shareId !== null && shareScreens })
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .returning(summaryColumns);
  return row ?? null;
}

export type SharedConversation = ConversationWithMessages & { ownerId: string };

/** The public, read-only view behind a share link; null when unknown or revoked. */
export async function getSharedConversation(db: Database, shareId: string): Promise<SharedConversation | null> {
  const [summary] = await db
    .select({ ...summaryColumns, ownerId: conversations.userId })
    .from(conversations)
    .where(eq(conversations.shareId, shareId))
    .limit(1);
  if (!summary) return null;
  const { ownerId, ...rest } = summary;
  return { ...(await withMessages(db, rest)), ownerId };
}

/**
 * Regenerate in a saved chat: the new reply takes the place of the last assistant message
 * (or is appended when the conversation ends with the user's message). Delete and insert are
 * one batch, so parallel regenerates each replace the reply before them: one reply remains.
 */
export async function replaceLastReply(
  db: Database,
  userId: string,
  conversationId: string,
  content: string,
  storage?: StorageLimits,
): Promise<ConversationSummary | null> {
  const now = Date.now();
  const [updated] = await db.batch([
    touch(db, userId, conversationId, now + 1),
    deleteLastReplyRow(db, userId, conversationId),
    ...insertMessageRows(db, userId, conversationId, [{ role: "assistant", content }], now),
    ...storageGuards(db, userId, conversationId, storage),
  ]);
  return updated[0] ?? null;
}

export type ConversationChange = { title?: string; productId?: string | null };

/**
 * PATCH /api/conversations/:id: "Rename" (docs/product.md#search-and-rename; the search index
 * follows through its trigger, in this same statement) and/or a move into a
 * product the user owns or out of any (null), in one statement: nothing changes unless the
 * conversation is theirs and, when moving in, the product is theirs too (null then; callers
 * answer 404). updated_at stays: neither renaming nor moving reorders History. Moving in counts
 * as activity of the product (docs/product.md#products), bumped in the same batch.
 */
export async function updateConversation(
  db: Database,
  userId: string,
  conversationId: string,
  change: ConversationChange,
): Promise<(ConversationSummary & { ownerId: string }) | null> {
  const { title, productId } = change;
  const movingIn = typeof productId === "string" ? productId : null;
  const set = {
    ...(title !== undefined ? { title: cleanTitle(title) } : {}),
    ...(productId !== undefined ? { productId } : {}),
  };
  const ownsTarget = movingIn ? exists(ownedProductId(db, userId, movingIn)) : undefined;
  // Moving is the owner's; a rename alone, also an editor's of the item's product
  // (docs/product.md#members-and-roles), decided in the UPDATE. The title is indexed for the owner.
  const ownerId = productId === undefined ? await editableItemOwner(db, userId, conversationId) : userId;
  if (ownerId === null) return null;
  const allowed = productId === undefined ? editableBy(userId) : undefined;
  const update = db
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, ownerId), allowed, ownsTarget))
    .returning({ ...summaryColumns, ownerId: conversations.userId });
  // A new title is indexed for search in the same batch (db/queries/search-words.ts).
  const reindexTitle = set.title !== undefined ? indexTitleStatements(db, ownerId, conversationId, set.title, { replace: true }) : [];
  if (!movingIn) {
    const [[row]] = await db.batch([update, ...reindexTitle]);
    return row ?? null;
  }
  const [updated] = await db.batch([
    update,
    ...reindexTitle,
    db
      .update(products)
      .set({ updatedAt: new Date(Date.now()) })
      .where(
        and(
          eq(products.id, movingIn),
          eq(products.userId, userId),
          sql`EXISTS (SELECT 1 FROM conversations AS moved WHERE moved.id = ${conversationId} AND moved.user_id = ${userId} AND moved.product_id = ${movingIn})`,
        ),
      ),
  ]);
  return updated[0] ?? null;
}

/** Whose item `userId` may edit (theirs, or an editor's of its product): the owner's id, or null. Writes check again. */
async function editableItemOwner(db: Database, userId: string, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: conversations.userId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), editableBy(userId)))
    .limit(1);
  return row?.ownerId ?? null;
}
