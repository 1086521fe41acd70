import type { CommentDto, CreateCommentRequest, EditCommentRequest, NotificationList, ReplyRequest } from "@shared/contracts/comments";
import { apiRequest, apiSend, contractOf } from "../api-client";
import { readNotificationList } from "../read-server-data";

/**
 * Comments pinned to a product's items and the caller's notifications (shared/contracts/comments.ts,
 * docs/product.md#comments). Writes answer nothing the page reads: it re-reads the list, which is
 * also what every other open page does when the room says the comments changed.
 */

const contracts = () => import("@shared/contracts/comments");
const itemPath = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/comments`;
const commentPath = (commentId: string) => `/api/comments/${encodeURIComponent(commentId)}`;

/** Every comment on the item, open and resolved, in marker order. */
export async function listComments(conversationId: string, { signal }: { signal?: AbortSignal } = {}): Promise<CommentDto[]> {
  const { commentListSchema } = await contracts();
  const { comments } = await apiRequest(itemPath(conversationId), commentListSchema, {
    signal,
    fallbackError: "The comments could not be loaded",
  });
  return comments;
}

export function createComment(conversationId: string, body: CreateCommentRequest): Promise<void> {
  return apiSend(itemPath(conversationId), { method: "POST", body: JSON.stringify(body), fallbackError: "Failed to add the comment" });
}

export function replyToComment(commentId: string, body: ReplyRequest): Promise<void> {
  return apiSend(`${commentPath(commentId)}/replies`, { method: "POST", body: JSON.stringify(body), fallbackError: "Failed to reply" });
}

/** The author's edit of a comment or a reply. */
export function editComment(commentId: string, body: EditCommentRequest): Promise<void> {
  return apiSend(commentPath(commentId), { method: "PATCH", body: JSON.stringify(body), fallbackError: "Failed to edit the comment" });
}

export function deleteComment(commentId: string): Promise<void> {
  return apiSend(commentPath(commentId), { method: "DELETE", fallbackError: "Failed to delete the comment" });
}

export function setCommentResolved(commentId: string, resolved: boolean): Promise<void> {
  return apiSend(`${commentPath(commentId)}/${resolved ? "resolve" : "reopen"}`, {
    method: "POST",
    fallbackError: resolved ? "Failed to resolve the comment" : "Failed to reopen the comment",
  });
}

/** The newest notifications and how many are unread (read without zod: the bell is on every signed-in page). */
export function listNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationList> {
  return apiRequest("/api/notifications", contractOf(readNotificationList), {
    signal,
    fallbackError: "The notifications could not be loaded",
  });
}

/** Marks these notifications read, or every one when `ids` is absent. */
export function markNotificationsRead(ids?: string[]): Promise<void> {
  return apiSend("/api/notifications/read", {
    method: "POST",
    body: JSON.stringify(ids ? { ids } : {}),
    fallbackError: "Failed to mark the notifications read",
  });
}
