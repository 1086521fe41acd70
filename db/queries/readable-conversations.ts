import { and, eq, or, sql } from "drizzle-orm";
import type { ProductRole } from "../../shared/contracts/product-members";
import type { Database } from "../client";
import { conversations, products } from "../schema";
import { summaryColumns, withMessages, type ConversationSummary, type ConversationWithMessages } from "./conversations";
import { productAccess } from "./product-members";

/**
 * A saved item as a reader sees it (docs/product.md#members-and-roles): its owner always; anyone
 * else only while the item is in a product of that owner and the reader is a member of it, decided
 * in this statement. `role` is the reader's: "owner" for their own item, else their role in the
 * product. The product's name comes along, for the page to say where the item is.
 */
export type ReadableConversation = ConversationSummary & { role: ProductRole; productName: string | null };

export async function findReadableConversation(db: Database, userId: string, conversationId: string): Promise<ReadableConversation | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      productName: products.name,
      // The product row joined is the item owner's, so its owner is the item's owner too.
      role: sql<ProductRole>`(CASE WHEN ${conversations.userId} = ${userId} THEN 'owner' ELSE
        (SELECT own."role" FROM "product_members" AS own WHERE own."product_id" = "products"."id" AND own."user_id" = ${userId}) END)`,
    })
    .from(conversations)
    // Only a product of the item's own owner counts: an item is never read through someone else's product.
    .leftJoin(products, and(eq(products.id, conversations.productId), eq(products.userId, conversations.userId)))
    .where(and(eq(conversations.id, conversationId), or(eq(conversations.userId, userId), productAccess(userId, "viewer"))))
    .limit(1);
  return row ?? null;
}

/** The same item with its messages and versions as GET /api/conversations/:id and its page read them. */
export async function getReadableConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<(ConversationWithMessages & Pick<ReadableConversation, "role" | "productName">) | null> {
  const found = await findReadableConversation(db, userId, conversationId);
  if (!found) return null;
  const { role, productName, ...summary } = found;
  return { ...(await withMessages(db, summary, userId)), role, productName };
}
