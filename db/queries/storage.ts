import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { DEFAULT_LIMITS } from "../../shared/contracts/limits";
import { STRANGERS_SHARE_TENTHS } from "../../shared/contracts/storage";
import { conversations, legacyUploadReleases, uploads, users } from "../schema";

/**
 * Storage per account (docs/product.md#storage). Triggers count every message and conversation
 * written or deleted (migrations/0011_storage.sql), and every uploaded screen's row (0018_storage_release.sql). A write is refused
 * when it would leave the account past its limits, inside its own batch, so nothing of it stays.
 */

export type StorageLimits = { bytes: number; items: number };

/** The limits when no configuration says otherwise (the Worker passes its configured ones). */
export const DEFAULT_STORAGE_LIMITS: StorageLimits = { bytes: DEFAULT_LIMITS.storageBytes, items: DEFAULT_LIMITS.storageItems };

/** `limits` as strangers' writes see them: nine tenths of the bytes (whole numbers, so the edge is exact). */
export function strangersLimits(limits: StorageLimits): StorageLimits {
  return { ...limits, bytes: Math.floor((limits.bytes * STRANGERS_SHARE_TENTHS) / 10) };
}

/**
 * Whether a stranger's write of `bytes` is refused now for the owner's storage: the edge the
 * tester's start and the waitlist's sign-up check in their SQL (stored only while the owner's
 * bytes plus the write stay within the share), so the owner's notice shows exactly while strangers
 * are turned away.
 */
export function strangersRefused(usedBytes: number, limits: StorageLimits, bytes: number): boolean {
  return usedBytes + bytes > strangersLimits(limits).bytes;
}

/**
 * The last statement of a batch that stores text: it fails — and D1 rolls the whole batch back —
 * when the account is past a limit once the batch's rows are counted. (Setting a NOT NULL column
 * to NULL is the one way a plain statement can abort its transaction.)
 */
export function storageGuard(db: Database, userId: string, limits: StorageLimits) {
  return db
    .update(users)
    .set({
      storageBytes: sql`CASE WHEN ${users.storageBytes} > ${limits.bytes} OR ${users.storageItems} > ${limits.items} THEN NULL ELSE ${users.storageBytes} END`,
    })
    .where(eq(users.id, userId));
}

/** Bytes one saved chat or result holds at most, so reading, copying or exporting one stays bounded. */
export const MAX_CONVERSATION_BYTES = 2_000_000;

/** Like storageGuard, for the user's one conversation a batch writes to: it fails past MAX_CONVERSATION_BYTES. */
export function conversationSizeGuard(db: Database, userId: string, conversationId: string) {
  return db
    .update(conversations)
    .set({
      storedBytes: sql`CASE WHEN ${conversations.storedBytes} > ${MAX_CONVERSATION_BYTES} THEN NULL ELSE ${conversations.storedBytes} END`,
    })
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
}

/**
 * The last statements of every batch that stores text for a conversation: its size guard, then
 * the account's storage guard. Either failing rolls the whole batch back.
 */
export function storageGuards(db: Database, userId: string, conversationId: string, limits: StorageLimits = DEFAULT_STORAGE_LIMITS) {
  return [conversationSizeGuard(db, userId, conversationId), storageGuard(db, userId, limits)] as const;
}

/** Which guard refused a failed write, if one did (D1 reports the constraint it hit, maybe through a cause). */
export function refusedBy(error: unknown): "storage" | "conversation_size" | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.message.includes("NOT NULL constraint failed: users.storage_bytes")) return "storage";
    if (current.message.includes("NOT NULL constraint failed: conversations.stored_bytes")) return "conversation_size";
  }
  return null;
}

export async function readStorage(db: Database, userId: string): Promise<{ usedBytes: number; items: number }> {
  const [row] = await db.select({ usedBytes: users.storageBytes, items: users.storageItems }).from(users).where(eq(users.id, userId));
  return row ?? { usedBytes: 0, items: 0 };
}

/** Whether the account is under both of its limits: a write that needs AI work first checks this, so a full account pays nothing. */
export async function hasStorageRoom(db: Database, userId: string, limits: StorageLimits): Promise<boolean> {
  const { usedBytes, items } = await readStorage(db, userId);
  return usedBytes < limits.bytes && items <= limits.items;
}

/**
 * Which limit would refuse storing more in the user's conversation, read before any AI work so a
 * full one pays nothing: the account's storage, the conversation's own MAX_CONVERSATION_BYTES,
 * or null when both have room. (Someone else's conversation has no size here: its owner check is the caller's.)
 */
export async function storageRoomFor(
  db: Database,
  userId: string,
  conversationId: string,
  limits: StorageLimits,
): Promise<"storage" | "conversation_size" | null> {
  if (!(await hasStorageRoom(db, userId, limits))) return "storage";
  const [row] = await db
    .select({ storedBytes: conversations.storedBytes })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
  return row && row.storedBytes >= MAX_CONVERSATION_BYTES ? "conversation_size" : null;
}

/**
 * Counts an uploaded screen's bytes before it is stored, in one statement: its row is added (a
 * trigger counts its bytes) only while they fit, so parallel uploads cannot pass the limit
 * together. False when they do not fit (nothing counted).
 */
export async function addUpload(db: Database, userId: string, uploadId: string, bytes: number, limits: StorageLimits): Promise<boolean> {
  const added = await db
    .insert(uploads)
    .select(
      db
        .select({ id: sql<string>`${uploadId}`.as("id"), userId: users.id, bytes: sql<number>`${bytes}`.as("bytes") })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.storageBytes} + ${bytes} <= ${limits.bytes}`)),
    )
    .returning({ id: uploads.id });
  return added.length > 0;
}

/**
 * The R2 custom metadata of a screen whose bytes its `uploads` row counts. A screen without it was
 * stored before uploads had rows (migration 0018): its bytes were counted then, with no row to give them back.
 */
export const UPLOAD_ROW_METADATA = { counted: "uploads-row" } as const;

export function isCountedByRow(customMetadata: Record<string, string> | undefined): boolean {
  return customMetadata?.counted === UPLOAD_ROW_METADATA.counted;
}

/**
 * Gives back the bytes of a screen stored before uploads had rows (`bytes` is its size in R2), in
 * one statement: the release row is added (a trigger gives the bytes back) only if none is there,
 * so of parallel deletes exactly one does. True when this call gave them back.
 */
export async function releaseLegacyUpload(db: Database, userId: string, uploadId: string, bytes: number): Promise<boolean> {
  const added = await db
    .insert(legacyUploadReleases)
    .values({ id: uploadId, userId, bytes })
    .onConflictDoNothing()
    .returning({ id: legacyUploadReleases.id });
  return added.length > 0;
}

/**
 * Removes an uploaded screen's row, and with it (a trigger) its bytes from the account: the one
 * statement that decides, so of parallel deletes exactly one gives them back. Answers the bytes
 * given back, or null when there was no row (already removed, or stored before uploads had rows:
 * releaseLegacyUpload).
 */
export async function removeUpload(db: Database, userId: string, uploadId: string): Promise<number | null> {
  const [removed] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)))
    .returning({ bytes: uploads.bytes });
  return removed?.bytes ?? null;
}
