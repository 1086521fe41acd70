import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { PRODUCT_LIMITS, type ProductTimelineItem } from "../../shared/contracts/products";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import { splitVersions, type StoredMessage } from "../../shared/result-versions";
import type { Database } from "../client";
import { conversations, messages } from "../schema";

type MessageRow = StoredMessage & { conversationId: string };

/**
 * A product's saved items (docs/product.md#products), newest first, at most
 * PRODUCT_LIMITS.timelineItems, each with its latest answer: a tool result's newest version, a
 * chat's last reply. Two statements in one batch (one snapshot), whatever the number of items:
 * the items, then only the messages that can make a latest answer. The page is chosen by the
 * same subquery in both, so no id list is bound (D1 binds at most 100 parameters). Query
 * builders, not raw SQL: drizzle 0.45 cannot batch a raw statement with parameters on D1. Both are
 * scoped by user in the SQL; an empty list for a product that is not the user's.
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
  const inProduct = and(eq(conversations.userId, userId), eq(conversations.productId, productId));
  const newestFirst = [desc(conversations.updatedAt), desc(conversations.id)] as const;
  const page = db.select({ id: conversations.id }).from(conversations).where(inProduct).orderBy(...newestFirst).limit(limit).offset(offset);
  const [items, latestMessages] = await db.batch([
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        updatedAt: conversations.updatedAt,
        shareId: conversations.shareId,
        tool: conversations.tool,
        productId: conversations.productId,
        // As db/queries/result-versions.ts counts them: every user message opens a version. The
        // outer columns are spelled out (drizzle writes them unqualified, naming the inner table).
        versions: sql<number>`(SELECT count(*) FROM messages v WHERE v.conversation_id = "conversations"."id" AND v.role = 'user')`,
      })
      .from(conversations)
      .where(inProduct)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    // From each item's last user message on (a version's note and its parts, or the brief and
    // Version 1), plus its last assistant message (a chat that ends with a question).
    db
      .select({ conversationId: messages.conversationId, id: messages.id, role: messages.role, content: messages.content })
      .from(messages)
      .where(
        and(
          inArray(messages.conversationId, page),
          sql`("messages"."seq" >= coalesce((SELECT max(u.seq) FROM messages u WHERE u.conversation_id = "messages"."conversation_id" AND u.role = 'user'), 0)
               OR "messages"."seq" = (SELECT max(a.seq) FROM messages a WHERE a.conversation_id = "messages"."conversation_id" AND a.role = 'assistant'))`,
        ),
      )
      .orderBy(asc(messages.conversationId), asc(messages.seq)),
  ]);
  const byItem = Map.groupBy(latestMessages, (message) => message.conversationId);
  return items.map((item) => {
    const stored = byItem.get(item.id) ?? [];
    const summary = toConversationSummaryDto(item);
    if (item.tool === null) return { ...summary, latest: lastReply(stored), versions: 1 };
    return { ...summary, latest: latestVersion(stored), versions: Math.max(1, Number(item.versions)) };
  });
}

function lastReply(messages: MessageRow[]): string {
  return messages.findLast((message) => message.role === "assistant")?.content ?? "";
}

/**
 * The messages start at the last user message, which splitVersions reads as the opening of one
 * version (the brief of Version 1 or a later version's note): its parts are the latest answer.
 */
function latestVersion(messages: MessageRow[]): string {
  const lastQuestion = messages.findLastIndex((message) => message.role === "user");
  const fromLastQuestion = lastQuestion < 0 ? messages : messages.slice(lastQuestion);
  const parts = splitVersions(fromLastQuestion).at(-1)?.parts;
  return parts?.length ? parts.join("\n\n") : lastReply(messages);
}
