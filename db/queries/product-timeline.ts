import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { PRODUCT_LIMITS, type ProductTimelineItem } from "../../shared/contracts/products";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import type { Database } from "../client";
import { conversations, messages, resultVersions } from "../schema";
import { productContentOwner } from "./product-members";
import { partsOf } from "./version-rows";

/**
 * A product's saved items (docs/product.md#products), newest first, at most
 * PRODUCT_LIMITS.timelineItems, each with its latest answer: a tool result's newest version, a
 * chat's last reply. Three statements in one batch (one snapshot), whatever the number of items:
 * the items, the chats' last replies and the results' newest versions. The page is chosen by the
 * same subquery in both, so no id list is bound (D1 binds at most 100 parameters). Query
 * builders, not raw SQL: drizzle 0.45 cannot batch a raw statement with parameters on D1. Every
 * statement reads the owner's items only when `userId` owns the product or is a member of it
 * (decided in the SQL, docs/product.md#members-and-roles); an empty list for anyone else.
 *
 * `limit` and `offset` read one page (the API's pages, the product page's first items).
 */
export async function productTimeline(
  db: Database,
  userId: string,
  productId: string,
  { limit: asked = PRODUCT_LIMITS.timelineItems, offset: from = 0 }: { limit?: number; offset?: number } = {},
): Promise<ProductTimelineItem[]> {
  const limit = Math.max(0, Math.min(Math.floor(asked), PRODUCT_LIMITS.timelineItems));
  const offset = Math.max(0, Math.min(Math.floor(from), PRODUCT_LIMITS.timelineItems));
  const inProduct = and(eq(conversations.userId, productContentOwner(userId, productId)), eq(conversations.productId, productId));
  const newestFirst = [desc(conversations.updatedAt), desc(conversations.id)] as const;
  const page = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(inProduct)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [items, lastReplies, latestVersions] = await db.batch([
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        updatedAt: conversations.updatedAt,
        createdAt: conversations.createdAt,
        shareId: conversations.shareId,
        tool: conversations.tool,
        productId: conversations.productId,
        // The outer columns are spelled out (drizzle writes them unqualified, naming the inner table).
        versions: sql<number>`(SELECT count(*) FROM result_versions v WHERE v.conversation_id = "conversations"."id")`,
      })
      .from(conversations)
      .where(inProduct)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    // A chat's last reply.
    db
      .select({ conversationId: messages.conversationId, content: messages.content })
      .from(messages)
      .where(
        and(
          inArray(messages.conversationId, page),
          eq(messages.role, "assistant"),
          sql`"messages"."seq" = (SELECT max(a.seq) FROM messages a WHERE a.conversation_id = "messages"."conversation_id" AND a.role = 'assistant')`,
        ),
      ),
    // A result's newest version.
    db
      .select({ conversationId: resultVersions.conversationId, parts: resultVersions.parts })
      .from(resultVersions)
      .where(
        and(
          inArray(resultVersions.conversationId, page),
          sql`"result_versions"."number" = (SELECT max(v.number) FROM result_versions v WHERE v.conversation_id = "result_versions"."conversation_id")`,
        ),
      ),
  ]);
  const replies = new Map(lastReplies.map((row) => [row.conversationId, row.content]));
  const newest = new Map(latestVersions.map((row) => [row.conversationId, partsOf(row.parts)]));
  return items.map((item) => {
    const summary = { ...toConversationSummaryDto(item), createdAt: item.createdAt.getTime() };
    if (item.tool === null) return { ...summary, latest: replies.get(item.id) ?? "", versions: 1 };
    return { ...summary, latest: (newest.get(item.id) ?? []).join("\n\n"), versions: Math.max(1, Number(item.versions)) };
  });
}

/**
 * A product's saved results of one tool, newest first, at most `limit` (the product page's
 * "Test with real people" offers its wireframe sets). Scoped by user and product in the SQL.
 */
export async function productResultsOfTool(
  db: Database,
  userId: string,
  productId: string,
  tool: string,
  limit: number,
): Promise<{ id: string; title: string; updatedAt: number }[]> {
  const rows = await db
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.productId, productId), eq(conversations.tool, tool)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(Math.max(0, Math.min(Math.floor(limit), PRODUCT_LIMITS.timelineItems)));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.getTime() }));
}

/**
 * The ids of a product's saved items, newest first, at most `limit`, leaving out those of
 * `skipTool` (a case study reads the product's work, not earlier case studies), and how many such
 * items the product holds in all, so a reader can say how many it left out. Scoped by user and
 * product in the SQL; one batch.
 */
export async function productItemIds(
  db: Database,
  userId: string,
  productId: string,
  { limit, skipTool }: { limit: number; skipTool: string },
): Promise<{ ids: string[]; total: number }> {
  const inProduct = and(
    eq(conversations.userId, userId),
    eq(conversations.productId, productId),
    sql`coalesce(${conversations.tool}, '') <> ${skipTool}`,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(inProduct)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(Math.max(0, Math.min(Math.floor(limit), PRODUCT_LIMITS.timelineItems))),
    db
      .select({ total: sql<number>`count(*)` })
      .from(conversations)
      .where(inProduct),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(counted?.total ?? 0) };
}
