import { z } from "zod";

const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
});

/**
 * Server → client messages on `/api/realtime`. D1 is the truth; these events only tell open
 * tabs that something changed so they can update without a reload.
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("conversation.inserted"), conversation: conversationSummary }),
  z.object({ type: z.literal("conversation.updated"), conversation: conversationSummary }),
  z.object({ type: z.literal("conversation.deleted"), conversationId: z.string() }),
]);

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
