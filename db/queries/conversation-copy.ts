import type { Database } from "../client";
import { newId } from "../ids";
import { conversations } from "../schema";
import { summaryColumns } from "./conversations";
import { indexTitleStatements } from "./search-words";
import { storageGuards, type StorageLimits } from "./storage";
import { insertVersionRows, type NewVersion } from "./version-rows";
import { insertMessageRows, type NewMessage } from "./message-rows";

export type ConversationCopy = { title: string; tool: string | null; messages: NewMessage[]; versions: readonly NewVersion[] };

/**
 * "Continue in my account" (docs/product.md#continue-copy-and-edit): a new conversation of
 * `userId` with the given title, tool, messages and versions, in one D1 batch (all or nothing), the
 * messages in their order and in as many statements as D1's parameter limit needs. The copy is
 * never shared and in no product, whatever the original was (the owner's products are theirs
 * alone); the original is only read, by the caller.
 */
export async function createConversationCopy(db: Database, userId: string, copy: ConversationCopy, storage?: StorageLimits) {
  const now = Date.now();
  const id = newId();
  const [inserted] = await db.batch([
    db
      .insert(conversations)
      .values({
        id,
        userId,
        title: copy.title,
        tool: copy.tool,
        shareId: null,
        shareScreens: false,
        productId: null,
        createdAt: new Date(now),
        updatedAt: new Date(now + copy.messages.length),
      })
      .returning(summaryColumns),
    ...indexTitleStatements(db, userId, id, copy.title, { replace: false }),
    ...insertMessageRows(db, userId, id, copy.messages, now),
    ...insertVersionRows(db, userId, id, copy.versions, now),
    ...storageGuards(db, userId, id, storage),
  ]);
  return inserted[0]!;
}
