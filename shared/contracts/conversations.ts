import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { TOOL_NAMES } from "./tools";

/** Limits on what a saved conversation may hold (per message and per save). */
export const CONVERSATION_LIMITS = {
  messagesPerSave: 200,
  charactersPerMessage: 32_000,
  pageSize: 20,
} as const;

export const chatRoleSchema = z.enum(["user", "assistant"]);

export const storedMessageInputSchema = z.object({
  role: chatRoleSchema,
  content: z
    .string()
    .min(1, "A message cannot be empty")
    .max(CONVERSATION_LIMITS.charactersPerMessage, `A message must be at most ${CONVERSATION_LIMITS.charactersPerMessage} characters`),
});

/** POST /api/conversations — "Save": needs at least one message (docs/product.md#what-a-saved-conversation-holds). */
export const saveConversationRequestSchema = z.object({
  /** Set when saving a tool's result (the tool function's name); absent for a Quick Chat. */
  tool: z.enum(TOOL_NAMES).optional(),
  messages: boundedArray(storedMessageInputSchema, {
    min: 1,
    tooFew: "Saving a chat needs at least one message",
    max: CONVERSATION_LIMITS.messagesPerSave,
    tooMany: `A conversation can hold at most ${CONVERSATION_LIMITS.messagesPerSave} messages per save`,
  }),
});
export type SaveConversationRequest = z.infer<typeof saveConversationRequestSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
  shared: z.boolean(),
  tool: z.enum(TOOL_NAMES).nullable(),
});
export type ConversationSummaryDto = z.infer<typeof conversationSummarySchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.number(),
});

export const conversationResponseSchema = z.object({
  conversation: conversationSummarySchema.extend({
    shareId: z.string().nullable(),
    shareScreens: z.boolean(),
    messages: z.array(conversationMessageSchema),
  }),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** POST /api/conversations/:id/share — optional body; screenshots stay private unless asked. */
export const shareRequestSchema = z.object({ includeScreens: z.boolean().optional() });
export const shareResponseSchema = z.object({ shareId: z.string(), url: z.string(), includeScreens: z.boolean() });

/** Server rows → the summary every client view uses. */
export function toConversationSummaryDto(row: {
  id: string;
  title: string;
  updatedAt: Date;
  shareId: string | null;
  tool: string | null;
}): ConversationSummaryDto {
  const tool = (TOOL_NAMES as readonly string[]).includes(row.tool ?? "") ? (row.tool as ConversationSummaryDto["tool"]) : null;
  return { id: row.id, title: row.title, updatedAt: row.updatedAt.getTime(), shared: row.shareId !== null, tool };
}
