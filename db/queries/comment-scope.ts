import { sql, type SQL } from "drizzle-orm";
import type { ProductRole } from "../../shared/contracts/product-members";
import type { Database } from "../client";
import { productAccess, productRoleOf } from "./product-members";

/**
 * Where comments live and who may reach them (docs/product.md#comments): an item while it is in a
 * product of its own owner, for that product's owner and members. A comment is reached only while
 * its item is still in the product it was written in, so moving an item to another product never
 * shows one team's discussion to another. Every statement of db/queries/comments.ts joins these.
 */

/** `FROM` the item (as "item") and its product (as "item_product"), the product being the item owner's. */
export const ITEM_IN_PRODUCT = sql.raw(`"conversations" AS "item"
  JOIN "products" AS "item_product" ON "item_product"."id" = "item"."product_id" AND "item_product"."user_id" = "item"."user_id"`);

export const ITEM_PRODUCT = sql.raw(`"item_product"`);

/** Joins, after a comment named "target", its item and product, while the item is still in that product. */
export const COMMENT_ITEM_JOINS = sql.raw(`JOIN "conversations" AS "item" ON "item"."id" = "target"."conversation_id"
  JOIN "products" AS "item_product" ON "item_product"."id" = "target"."product_id"
    AND "item_product"."id" = "item"."product_id" AND "item_product"."user_id" = "item"."user_id"`);

/** `FROM` a comment (as "target") with its item and product, while the item is still in that product. */
export const COMMENT_IN_PRODUCT = sql`"comments" AS "target" ${COMMENT_ITEM_JOINS}`;

/** True when `userId` may do what `atLeast` allows in the joined product. */
export const accessIn = (userId: string, atLeast: ProductRole): SQL => productAccess(userId, atLeast, ITEM_PRODUCT);

/** True when the user in column `userColumn` (raw SQL) is the joined product's owner or one of its members. */
export const personIn = (userColumn: SQL): SQL =>
  sql`(${userColumn} = "item_product"."user_id" OR EXISTS (SELECT 1 FROM "product_members" AS "pm"
    WHERE "pm"."product_id" = "item_product"."id" AND "pm"."user_id" = ${userColumn}))`;

export type ItemContext = { conversationId: string; productId: string; productName: string; itemTitle: string; role: ProductRole };
export type CommentContext = ItemContext & { commentId: string; parentId: string | null; authorId: string };

/** The item as the caller may reach its comments; null when they cannot (stranger, removed, no product, unknown). */
export async function findItemContext(db: Database, userId: string, conversationId: string): Promise<ItemContext | null> {
  const [row] = await db.all<ItemContext>(sql`
    SELECT "item"."id" AS "conversationId", "item_product"."id" AS "productId", "item_product"."name" AS "productName",
      "item"."title" AS "itemTitle", ${productRoleOf(userId, ITEM_PRODUCT)} AS "role"
    FROM ${ITEM_IN_PRODUCT}
    WHERE "item"."id" = ${conversationId} AND ${accessIn(userId, "viewer")}
    LIMIT 1`);
  return row ?? null;
}

/** A comment or reply as the caller may reach it; null as for its item. */
export async function findCommentContext(db: Database, userId: string, commentId: string): Promise<CommentContext | null> {
  const [row] = await db.all<CommentContext>(sql`
    SELECT "target"."id" AS "commentId", "target"."parent_id" AS "parentId", "target"."author_id" AS "authorId",
      "item"."id" AS "conversationId", "item_product"."id" AS "productId", "item_product"."name" AS "productName",
      "item"."title" AS "itemTitle", ${productRoleOf(userId, ITEM_PRODUCT)} AS "role"
    FROM ${COMMENT_IN_PRODUCT}
    WHERE "target"."id" = ${commentId} AND ${accessIn(userId, "viewer")}
    LIMIT 1`);
  return row ?? null;
}
