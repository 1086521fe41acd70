import { and, eq, sql, type SQL } from "drizzle-orm";
import { conversations } from "../schema";
import { productAccess } from "./product-members";
import { DEFAULT_STORAGE_LIMITS, strangersLimits, type StorageLimits } from "./storage";

/**
 * Who writes a saved item (docs/product.md#members-and-roles): its owner, or an editor of the
 * product it is in. The row stays the owner's (`conversations.user_id`), so the owner's storage
 * and search index count what an editor saves; `authorId` is who saved it. `ownerId` is only the
 * address of the rows: every statement that writes also checks, itself, that `authorId` may edit
 * the item (editableBy), so a member removed or demoted since it was read writes nothing.
 */
export type ItemWriter = { ownerId: string; authorId: string };

export const ownWriter = (userId: string): ItemWriter => ({ ownerId: userId, authorId: userId });

export const writerOf = (writer: string | ItemWriter): ItemWriter => (typeof writer === "string" ? ownWriter(writer) : writer);

/**
 * True for a row of `conversations` (named by `ref`) that `userId` may edit: their own, or one in
 * a product of its own owner where they are at least an editor. Spelled out in SQL, so it also
 * holds inside subqueries that alias other tables.
 */
export function editableBy(userId: string, ref: SQL = sql.raw(`"conversations"`)): SQL {
  const product = sql.raw(`"editable_product"`);
  return sql`(${ref}."user_id" = ${userId} OR EXISTS (SELECT 1 FROM "products" AS ${product}
    WHERE ${product}."id" = ${ref}."product_id" AND ${product}."user_id" = ${ref}."user_id" AND ${productAccess(userId, "editor", product)}))`;
}

/** The conversation `writer.ownerId` owns, when `writer.authorId` may still edit it: the condition every write below repeats. */
export function writableItem(writer: ItemWriter, conversationId: string): SQL {
  return and(eq(conversations.id, conversationId), eq(conversations.userId, writer.ownerId), editableBy(writer.authorId))!;
}

/**
 * The storage limits a save by `writer` meets (docs/product.md#storage): the owner's own, or for
 * a member saving into the owner's account, the share anyone else may fill, as strangers' writes
 * do, so a member's saves never leave the owner unable to save their own work.
 */
export function storageFor(writer: ItemWriter, limits: StorageLimits = DEFAULT_STORAGE_LIMITS): StorageLimits {
  return writer.authorId === writer.ownerId ? limits : strangersLimits(limits);
}
