import { expect } from "vitest";
import {
  commentListSchema,
  commentResponseSchema,
  notificationListSchema,
  replyResponseSchema,
  type CommentDto,
  type CreateCommentRequest,
  type NotificationList,
  type ReplyDto,
} from "../../shared/contracts/comments";
import { call } from "./auth-helpers";
import { saveItem, savedId, type Me } from "./product-helpers";

/** A wireframe component's pin, the kind most comments have. */
export const PIN = { kind: "wireframe-component", screenId: "home", componentId: "cta" } as const;

/** The owner saves an item into the product: the item comments are pinned to. */
export async function itemIn(owner: Me, productId: string | undefined, title = "Plan the tool library"): Promise<string> {
  return savedId(await saveItem(owner, { productId, messages: [{ role: "user", content: title }] }));
}

export function postComment(me: Me, itemId: string, body: Partial<CreateCommentRequest> = {}) {
  return call("POST", `/api/conversations/${itemId}/comments`, {
    cookie: me.cookie,
    body: { anchor: PIN, version: 1, body: "Make the button say what it does", ...body },
  });
}

export function postReply(me: Me, commentId: string, body: { body?: string; mentions?: string[] } = {}) {
  return call("POST", `/api/comments/${commentId}/replies`, { cookie: me.cookie, body: { body: "Agreed", ...body } });
}

export async function commented(me: Me, itemId: string, body: Partial<CreateCommentRequest> = {}): Promise<CommentDto> {
  const response = await postComment(me, itemId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return commentResponseSchema.parse(await response.json()).comment;
}

export async function replied(me: Me, commentId: string, body: { body?: string; mentions?: string[] } = {}): Promise<ReplyDto> {
  const response = await postReply(me, commentId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return replyResponseSchema.parse(await response.json()).reply;
}

export async function commentsOn(me: Me, itemId: string): Promise<CommentDto[]> {
  const response = await call("GET", `/api/conversations/${itemId}/comments`, { cookie: me.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return commentListSchema.parse(await response.json()).comments;
}

export async function notificationsOf(me: Me): Promise<NotificationList> {
  const response = await call("GET", "/api/notifications", { cookie: me.cookie });
  expect(response.status).toBe(200);
  return notificationListSchema.parse(await response.json());
}
