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

/**
 * WebSocket close code sent when the session behind a socket ends (sign-out, sign-out everywhere,
 * account deletion). 4000–4999 is the application range; 4401 reads as "401".
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * Close code for a socket replaced by newer ones: a user may hold 20 at once and the oldest
 * gives way (4429 reads as "429 Too Many Requests").
 */
export const CONNECTION_REPLACED_CLOSE_CODE = 4429;
