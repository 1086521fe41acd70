import { Hono } from "hono";
import { chatRequestSchema, wantsChatStream, type ChatRequest } from "../../shared/contracts/chat";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import type { Database } from "../../db/client";
import { appendMessages, findOwnedConversation, replaceLastReply } from "../../db/queries/conversations";
import { replaceLastExchange } from "../../db/queries/message-rows";
import type { StorageLimits } from "../../db/queries/storage";
import { workerTools } from "../../tools/server";
import {
  assertChatWithinLimits,
  collectText,
  logAnswer,
  modelIdFor,
  openAiChatSse,
  openTextStream,
  prepareChatCall,
  sseResponse,
  toAiApiError,
} from "../ai";
import { unfencedStream } from "../ai/unfence-stream";
import { requireUser } from "../auth/session-middleware";
import { ApiError, storageRefusal } from "../errors";

const TOOL_RESULT_IS_NOT_A_CHAT = "This is a saved tool result, not a chat: refine it on its page, or use “Ask in chat” to talk about it.";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { productBriefFor } from "./functions/model-context";
import { readJson } from "./read-json";
import { conversationWriteRefusal } from "./conversation-refusal";
import { conversationNotFound } from "./saved-result-versions";
import { assertRoomToStore, giveBackAiRequest, spendAiRequest } from "./spend-ai-request";

/**
 * POST /api/chat/completions — OpenAI-compatible streaming chat. With a `conversationId` the
 * exchange is stored in that saved conversation once the reply is complete, even if the browser
 * went away mid-stream; a reply that fails midway is not stored at all, and one that cannot be
 * stored (the chat or the account full meanwhile) ends its stream with why and is not charged. `replaceLastReply`
 * (regenerate) and `editLast` (edit and resend) replace the stored tail instead of appending.
 * With a `productId` the product's brief joins the system prompt and the answer opens with its
 * name (docs/product.md#products-in-the-models-context); an id that is not the user's is a 404
 * before the quota is spent.
 */
export const chatRoutes = new Hono<AppEnv>().post("/completions", async (c) => {
  const user = requireUser(c);
  const request = await readJson(c, chatRequestSchema);
  const { config, db } = c.var;
  assertChatWithinLimits(request.messages, config);
  if (request.conversationId) {
    const saved = await findOwnedConversation(db, user.id, request.conversationId);
    // A member of the item's product is told what their role allows; anyone else gets the 404.
    if (!saved) throw await conversationWriteRefusal(db, user.id, request.conversationId, "edit");
    // A saved tool result holds versions, not turns: a chat reply appended to it would become a
    // bogus version, and editLast / replaceLastReply would rewrite one (docs/product.md#versions).
    if (saved.tool !== null) throw new ApiError(400, "bad_request", TOOL_RESULT_IS_NOT_A_CHAT);
    // The reply will be stored: a full account or chat is told now, before any AI request is spent.
    await assertRoomToStore(c, user.id, request.conversationId);
  }
  const product = await productBriefFor(db, user.id, request.productId);
  // The reply must outlive the browser (it is stored when complete), so the request's own
  // abort signal is not passed on; the configured timeout still bounds it. Preparing the call
  // checks the model configuration first, so a misconfigured provider costs no quota.
  const history = request.messages.filter((m) => m.role !== "system") as { role: "user" | "assistant"; content: string }[];
  const call = prepareChatCall({ config, ai: c.env.AI, tools: workerTools }, history, { context: { product } });
  const spent = await spendAiRequest(c, user.id);
  // A reply wrapped whole in a ```markdown fence is unwrapped as it streams (docs/product.md#real-model-answers).
  const text = unfencedStream(await openTextStream(call));
  // One answer log line per reply, and the finish reason the OpenAI format reports (docs/product.md#cut-off-answers).
  const finishReason = text.ending.then((ending) => {
    logAnswer({
      tool: "chat",
      path: ending.unwrapped ? "extracted" : "as-is",
      cutOff: ending.cutOff,
      inputTokens: ending.inputTokens,
      outputTokens: ending.outputTokens,
    });
    return ending.cutOff ? ("length" as const) : ("stop" as const);
  });

  let toClient: ReadableStream<string> = text;
  if (request.conversationId) {
    const [forClient, forStorage] = text.tee();
    const stored = storeReply(c.env, db, c.var.config.storage, user.id, request, forStorage).then(async (refused) => {
      // Not stored: the request is not charged, and the client hears why instead of the reply's end.
      if (refused) await giveBackAiRequest(c, user.id, spent);
      return refused;
    });
    c.executionCtx.waitUntil(stored);
    toClient = forClient.pipeThrough(endingWhenStored(stored));
  }
  const id = `chatcmpl-${crypto.randomUUID()}`;
  const model = modelIdFor(config, "chat");
  if (!wantsChatStream(request)) return c.json(await completionObject(toClient, id, model, finishReason));
  return sseResponse(openAiChatSse(toClient, { id, model, finishReason, thinking: text.thinking }));
});

/** The non-streaming OpenAI `chat.completion` object, for clients that ask for one. */
async function completionObject(stream: ReadableStream<string>, id: string, model: string, finishReason: Promise<"stop" | "length">) {
  let content: string;
  try {
    content = await collectText(stream);
  } catch (error) {
    throw toAiApiError(error);
  }
  return {
    id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: await finishReason }],
  };
}

/**
 * The client's copy of a reply to store, ended only once the reply is stored: a reply that could
 * not be stored ends in an error (the stream's error event, or the JSON error answer) rather than
 * passing for kept.
 */
function endingWhenStored(stored: Promise<ApiError | null>): TransformStream<string, string> {
  return new TransformStream({
    async flush() {
      const refused = await stored;
      if (refused) throw refused;
    },
  });
}

/**
 * Stores the complete reply in the saved chat. Resolves with why it was not stored, or null when
 * it was — or when the reply itself failed midway, which the client hears of from the stream.
 */
async function storeReply(
  env: Env,
  db: Database,
  storage: StorageLimits,
  userId: string,
  request: ChatRequest,
  stream: ReadableStream<string>,
): Promise<ApiError | null> {
  let reply: string;
  try {
    reply = await collectText(stream);
  } catch {
    // The reply failed midway: keep the saved conversation as it was rather than store half an answer.
    return null;
  }
  // A reasoning model cut off while still thinking wrote no reply: there is nothing to keep.
  if (reply === "") return null;
  let updated: Awaited<ReturnType<typeof storeExchange>>;
  try {
    updated = await storeExchange(db, storage, userId, request, reply);
  } catch (error) {
    // A full chat or account is the user's limit, not a fault; anything else is logged.
    const refused = storageRefusal(error);
    if (refused) return refused;
    console.error(JSON.stringify({ level: "error", event: "chat_reply_not_stored", message: String(error) }));
    return new ApiError(500, "internal_error", "The reply could not be saved. Please try again.");
  }
  if (!updated) return conversationNotFound();
  const { id, title, updatedAt } = toConversationSummaryDto(updated);
  await notifyUser(env, userId, { type: "conversation.updated", conversation: { id, title, updatedAt } });
  return null;
}

function storeExchange(db: Database, storage: StorageLimits, userId: string, request: ChatRequest, reply: string) {
  const conversationId = request.conversationId!;
  const question = request.messages.at(-1)!;
  // Edit and resend wins over regenerate: it replaces the question too (docs/product.md#continue-copy-and-edit).
  return request.editLast
    ? replaceLastExchange(db, userId, conversationId, question.content, reply, storage)
    : request.replaceLastReply
      ? replaceLastReply(db, userId, conversationId, reply, storage)
      : appendMessages(
          db,
          userId,
          conversationId,
          [
            { role: "user", content: question.content },
            { role: "assistant", content: reply },
          ],
          storage,
        );
}
