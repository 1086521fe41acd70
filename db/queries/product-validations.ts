import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { conversations, resultVersions } from "../schema";

export type SavedValidation = { conversationId: string; title: string; updatedAt: number; response: string | null };

/**
 * The product's saved Prototype Validator results, newest first, at most `limit`, each with the
 * structured response its newest version was stored with (null for one saved as Markdown only):
 * what a prototype test's prediction is picked from (docs/product.md#prototype-tests). One
 * statement, scoped by user and product in the SQL.
 */
export async function productValidations(db: Database, userId: string, productId: string, limit: number): Promise<SavedValidation[]> {
  const rows = await db
    .select({
      conversationId: conversations.id,
      title: conversations.title,
      updatedAt: conversations.updatedAt,
      response: resultVersions.response,
    })
    .from(conversations)
    .innerJoin(
      resultVersions,
      and(
        eq(resultVersions.conversationId, conversations.id),
        sql`${resultVersions.number} = (SELECT max(v.number) FROM result_versions v WHERE v.conversation_id = "conversations"."id")`,
      ),
    )
    .where(and(eq(conversations.userId, userId), eq(conversations.productId, productId), eq(conversations.tool, "validate-ux")))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(Math.max(0, Math.floor(limit)));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.getTime() }));
}
