import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { CHAT_CEILINGS } from "./limits";
import { productIdSchema } from "./products";

/**
 * POST /api/chat/completions — the OpenAI chat-completions request shape (extra fields such
 * as `model` or `stream` from OpenAI clients are accepted and ignored), plus optional
 * `conversationId` to append the exchange to a saved conversation, the optional
 * `replaceLastReply` / `editLast` flags that say how it is stored, and an optional `productId`
 * whose brief the server adds to the model's context (docs/product.md#products-in-the-models-context).
 */
export const chatMessageSchema = z.object({
  role: z.enum(["system", "user", "assistant"]),
  // Count and length caps are configuration (AI_MAX_MESSAGES, AI_MAX_MESSAGE_CHARS) and answered
  // with 413 by the server's limit check; here only the ceilings no configuration may exceed.
  content: z.string().max(CHAT_CEILINGS.charactersPerMessage, `A message must be at most ${CHAT_CEILINGS.charactersPerMessage} characters`),
});

export const chatRequestSchema = z.object({
  messages: boundedArray(chatMessageSchema, {
    min: 1,
    tooFew: "Send at least one message",
    max: CHAT_CEILINGS.messages,
    tooMany: `A chat request can hold at most ${CHAT_CEILINGS.messages} messages`,
  })
    .refine((messages) => messages.at(-1)?.role === "user", "The last message must be from the user")
    .refine((messages) => messages.at(-1)?.content.trim() !== "", "Type a message first"),
  conversationId: z.string().min(1).max(64).optional(),
  /** Chat about this product: owned by the user, else 404 before any AI request is counted. */
  productId: productIdSchema.optional(),
  /** Regenerate: the new reply replaces the saved conversation's last assistant message. */
  replaceLastReply: z.boolean().optional(),
  /**
   * Edit and resend: `messages` ends with the edited question. In a saved conversation the stored
   * last question and everything after it are replaced by the edited question and its new reply,
   * in one batch, once the reply is complete. Takes precedence over `replaceLastReply`.
   */
  editLast: z.boolean().optional(),
  /**
   * OpenAI semantics for OpenAI clients (they always name a `model`): a stream only with
   * `stream: true`. The product's own body, plain `{messages}`, always gets the event stream (docs/product.md#chat-endpoint-speaks-openai).
   */
  model: z.string().max(200).optional(),
  stream: z.boolean().optional(),
});

/** Whether a chat request is answered as an event stream (see `stream` above). */
export function wantsChatStream(request: { model?: string; stream?: boolean }): boolean {
  return request.stream ?? request.model === undefined;
}
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().optional() }).passthrough() })).optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
