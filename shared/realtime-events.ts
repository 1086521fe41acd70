import { z } from "zod";
import { aiQuotaSchema } from "./contracts/ai-status";
import { notificationDtoSchema } from "./contracts/comments";
import { TOOL_NAMES } from "./contracts/tool-names";

const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
  /** The tool that produced a saved result; null for a chat. */
  tool: z.enum(TOOL_NAMES).nullable().optional(),
  /**
   * The product it is saved in (docs/product.md#products); null when none. Absent when the event
   * does not say (a reply appended elsewhere): the item stays where the tab last saw it.
   */
  productId: z.string().nullable().optional(),
});

/** What a product list or picker shows; the product page re-reads the rest. */
const productSummary = z.object({ id: z.string(), name: z.string(), updatedAt: z.number() });

/**
 * Server → client messages on `/api/realtime`. D1 is the truth; these events only tell open
 * tabs that something changed so they can update without a reload.
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("conversation.inserted"), conversation: conversationSummary }),
  z.object({ type: z.literal("conversation.updated"), conversation: conversationSummary }),
  z.object({ type: z.literal("conversation.deleted"), conversationId: z.string() }),
  // A product was created, renamed or its brief or personas edited, or deleted.
  z.object({ type: z.literal("product.created"), product: productSummary }),
  z.object({ type: z.literal("product.updated"), product: productSummary }),
  z.object({ type: z.literal("product.deleted"), productId: z.string() }),
  // An AI request was counted: every tab updates "N AI requests left today" without a reload.
  z.object({ type: z.literal("usage.updated"), quota: aiQuotaSchema }),
  // A product's published page changed or counted a sign-up (docs/product.md#launch): its Launch card re-reads.
  z.object({ type: z.literal("launch.updated"), productId: z.string() }),
  // A product's prototype test changed, or a tester ended a task or the session (docs/product.md#prototype-tests): its card and results re-read.
  z.object({ type: z.literal("prototype-test.updated"), productId: z.string(), testId: z.string() }),
  // Someone mentioned the user or replied to their comment (docs/product.md#comments): the bell shows it and the new unread count.
  z.object({ type: z.literal("notification.created"), notification: notificationDtoSchema, unread: z.number().int().min(0) }),
  // How many of the user's notifications are unread changed (read in another tab, or their comment deleted): every bell shows it.
  z.object({ type: z.literal("notification.unread"), unread: z.number().int().min(0) }),
]);

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type ConversationEventSummary = z.infer<typeof conversationSummary>;

/** The fields of a conversation summary that its realtime events carry. */
export function conversationEventSummary({ id, title, updatedAt, tool, productId }: ConversationEventSummary): ConversationEventSummary {
  return productId === undefined ? { id, title, updatedAt, tool } : { id, title, updatedAt, tool, productId };
}
