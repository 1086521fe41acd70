import type { AiQuota, AiStatus } from "@shared/contracts/ai-status";
import { TOOL_NAMES } from "@shared/contracts/tool-names";
import type { NotificationList } from "@shared/contracts/comments";
import type { RealtimeEvent } from "@shared/realtime-events";

/**
 * Zod-free readers for what every signed-in page receives from the server: realtime events, the
 * chat stream's chunks and the AI quota. Each accepts exactly what its zod contract accepts and
 * returns the same value (unknown keys dropped), or null, so these pages need not ship zod (a sizeable
 * share of their JavaScript) to the browser. tests/unit/read-server-data.test.ts holds each one to its schema:
 * shared/realtime-events.ts, chatChunkSchema (shared/contracts/chat.ts), aiStatusSchema
 * (shared/contracts/ai-status.ts), notificationListSchema (shared/contracts/comments.ts).
 */
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

export function readAiQuota(value: unknown): AiQuota | null {
  if (!isFields(value)) return null;
  const { limit, used, remaining, revision, resetsAt } = value;
  return isInteger(limit) && isInteger(used) && isInteger(remaining) && isInteger(revision) && isString(resetsAt)
    ? { limit, used, remaining, revision, resetsAt }
    : null;
}

const PROVIDERS: readonly unknown[] = ["offline", "workers-ai", "openai-compatible"] satisfies AiStatus["provider"][];

/** `GET /api/usage`. */
export function readAiStatus(value: unknown): AiStatus | null {
  if (!isFields(value)) return null;
  const { provider, offline, modelLabel, expertName } = value;
  if (!PROVIDERS.includes(provider) || typeof offline !== "boolean" || !isString(modelLabel) || !isString(expertName)) return null;
  const quota = readAiQuota(value.quota);
  return quota && { provider: provider as AiStatus["provider"], offline, modelLabel, expertName, quota };
}

type ConversationEvent = Extract<RealtimeEvent, { conversation: unknown }>;

function readConversationSummary(value: unknown): ConversationEvent["conversation"] | null {
  if (!isFields(value)) return null;
  const { id, title, updatedAt, tool, productId } = value;
  if (!isString(id) || !isString(title) || !isNumber(updatedAt)) return null;
  // The product it is saved in: optional and nullable, like the tool.
  if (productId !== undefined && productId !== null && !isString(productId)) return null;
  const summary: ConversationEvent["conversation"] = { id, title, updatedAt };
  if ("productId" in value) summary.productId = productId as string | null | undefined;
  if (!("tool" in value)) return summary;
  if (tool === undefined || tool === null) return { ...summary, tool };
  return (TOOL_NAMES as readonly unknown[]).includes(tool) ? { ...summary, tool: tool as ConversationEvent["conversation"]["tool"] } : null;
}

type ProductEvent = Extract<RealtimeEvent, { product: unknown }>;

function readProductSummary(value: unknown): ProductEvent["product"] | null {
  if (!isFields(value)) return null;
  const { id, name, updatedAt } = value;
  return isString(id) && isString(name) && isNumber(updatedAt) ? { id, name, updatedAt } : null;
}

type NotificationEvent = Extract<RealtimeEvent, { type: "notification.created" }>;
type Notification = NotificationEvent["notification"];

function readCommentAuthor(value: unknown): Notification["actor"] | null {
  if (!isFields(value)) return null;
  const { userId, email, initials, color } = value;
  return isString(userId) && isString(email) && isString(initials) && isString(color) ? { userId, email, initials, color } : null;
}

const NOTIFICATION_KINDS: readonly unknown[] = ["mention", "reply"] satisfies Notification["kind"][];

function readNotification(value: unknown): Notification | null {
  if (!isFields(value)) return null;
  const { id, kind, excerpt, commentId, conversationId, itemTitle, productId, productName, createdAt, readAt } = value;
  const actor = readCommentAuthor(value.actor);
  if (!actor || !NOTIFICATION_KINDS.includes(kind) || !isNumber(createdAt) || (readAt !== null && !isNumber(readAt))) return null;
  const texts = [id, excerpt, commentId, conversationId, itemTitle, productId, productName];
  if (!texts.every(isString)) return null;
  return {
    id: id as string,
    kind: kind as Notification["kind"],
    actor,
    excerpt: excerpt as string,
    commentId: commentId as string,
    conversationId: conversationId as string,
    itemTitle: itemTitle as string,
    productId: productId as string,
    productName: productName as string,
    createdAt,
    readAt,
  };
}

const isCount = (value: unknown): value is number => isInteger(value) && value >= 0;

/** `GET /api/notifications`: the bell reads it on every signed-in page, so without zod too. */
export function readNotificationList(value: unknown): NotificationList | null {
  if (!isFields(value) || !Array.isArray(value.notifications) || !isCount(value.unread)) return null;
  const notifications: Notification[] = [];
  for (const item of value.notifications) {
    const notification = readNotification(item);
    if (!notification) return null;
    notifications.push(notification);
  }
  return { notifications, unread: value.unread };
}

/** One message of `/api/realtime`. */
export function readRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (!isFields(value)) return null;
  switch (value.type) {
    case "conversation.inserted":
    case "conversation.updated": {
      const conversation = readConversationSummary(value.conversation);
      return conversation && { type: value.type, conversation };
    }
    case "conversation.deleted":
      return isString(value.conversationId) ? { type: value.type, conversationId: value.conversationId } : null;
    case "product.created":
    case "product.updated": {
      const product = readProductSummary(value.product);
      return product && { type: value.type, product };
    }
    case "product.deleted":
    case "launch.updated":
      return isString(value.productId) ? { type: value.type, productId: value.productId } : null;
    case "prototype-test.updated":
      return isString(value.productId) && isString(value.testId)
        ? { type: value.type, productId: value.productId, testId: value.testId }
        : null;
    case "usage.updated": {
      const quota = readAiQuota(value.quota);
      return quota && { type: value.type, quota };
    }
    case "notification.created": {
      const notification = readNotification(value.notification);
      return notification && isCount(value.unread) ? { type: value.type, notification, unread: value.unread } : null;
    }
    case "notification.unread":
      return isCount(value.unread) ? { type: value.type, unread: value.unread } : null;
    default:
      return null;
  }
}

export type ChatChunk = { text: string; error: { code: string; message: string } | null };

/** One `data:` event of the chat stream (OpenAI chunk format): its text, or the error it ends with. */
export function readChatChunk(value: unknown): ChatChunk | null {
  if (!isFields(value)) return null;
  const { choices, error } = value;
  if (choices !== undefined) {
    if (!Array.isArray(choices)) return null;
    for (const choice of choices) {
      if (!isFields(choice) || !isFields(choice.delta)) return null;
      if (choice.delta.content !== undefined && !isString(choice.delta.content)) return null;
    }
  }
  if (error !== undefined && !(isFields(error) && isString(error.code) && isString(error.message))) return null;
  const text = (choices as Array<{ delta: { content?: string } }> | undefined)?.[0]?.delta.content ?? "";
  return { text, error: error ? { code: error.code as string, message: error.message as string } : null };
}
