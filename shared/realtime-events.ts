import { z } from "zod";
import { aiQuotaSchema } from "./contracts/ai-status";
import { TOOL_NAMES } from "./contracts/tools";

const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
  /** The tool that produced a saved result; null for a chat. */
  tool: z.enum(TOOL_NAMES).nullable().optional(),
});

/**
 * Server → client messages on `/api/realtime`. D1 is the truth; these events only tell open
 * tabs that something changed so they can update without a reload.
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("conversation.inserted"), conversation: conversationSummary }),
  z.object({ type: z.literal("conversation.updated"), conversation: conversationSummary }),
  z.object({ type: z.literal("conversation.deleted"), conversationId: z.string() }),
  // An AI request was counted: every tab updates "N AI requests left today" without a reload.
  z.object({ type: z.literal("usage.updated"), quota: aiQuotaSchema }),
]);

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

