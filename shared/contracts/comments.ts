import { z } from "zod";
import { boundedArray } from "./bounded-array";

/**
 * Comments pinned to the work in a product (docs/product.md#comments): on a wireframe component,
 * a diagram node, a landing-page section or a paragraph of a saved result's text. A comment is
 * made on one version of an item and names the element it is pinned to; it stays pinned on later
 * versions while that element still exists there, and reads "on an earlier version" otherwise.
 * Replies belong to one top-level comment and have no pin of their own. Comment text is plain
 * text everywhere: it is never read as Markdown or HTML.
 */
export const COMMENT_LIMITS = {
  /** Characters of one comment or reply. */
  bodyCharacters: 2_000,
  /** Comments and replies on one item, resolved and open together. */
  perItem: 500,
  /** Comments and replies one person may write in an hour, across every product. */
  perUserPerHour: 120,
  /** People one comment may mention. */
  mentions: 10,
  /** Characters of an element id a pin names. */
  elementIdCharacters: 120,
  /** Characters of the paragraph text a pin keeps to find its paragraph again in a later version. */
  excerptCharacters: 120,
  /** Notifications listed at once, newest first. */
  notificationsListed: 50,
  /** Notifications one person keeps, newest first: the statement that adds one drops the older ones. */
  notificationsKept: 200,
  /** Characters of a notification's excerpt. */
  notificationExcerptCharacters: 140,
} as const;

const elementId = z.string().min(1).max(COMMENT_LIMITS.elementIdCharacters);

/** Where a top-level comment is pinned. */
export const commentAnchorSchema = z.discriminatedUnion("kind", [
  /** A component of one wireframe screen (ids from shared/contracts/wireframes.ts). */
  z.object({ kind: z.literal("wireframe-component"), screenId: elementId, componentId: elementId }),
  /** A node of a flow diagram; `part` is the use case's index for a result with several diagrams. */
  z.object({ kind: z.literal("diagram-node"), part: z.number().int().min(0).max(50), nodeId: elementId }),
  /** A section of a landing page, by its kind (a page has one of each: shared/contracts/landing-page.ts). */
  z.object({ kind: z.literal("landing-section"), section: elementId }),
  /**
   * A paragraph of a saved result's Markdown: `part` and `index` (both from 0) place it in the
   * version it was made on; `excerpt` (its first characters) finds it again in a later version.
   */
  z.object({
    kind: z.literal("paragraph"),
    part: z.number().int().min(0).max(50),
    index: z.number().int().min(0).max(5_000),
    excerpt: z.string().min(1).max(COMMENT_LIMITS.excerptCharacters),
  }),
]);
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

const body = z
  .string({ error: "A comment must be text" })
  .trim()
  .min(1, "Write a comment first.")
  .max(COMMENT_LIMITS.bodyCharacters, `A comment has at most ${COMMENT_LIMITS.bodyCharacters.toLocaleString("en-US")} characters.`);

/** The members a comment mentions (user ids, each a member or the owner of the product), chosen with `@` as it is written. */
const mentions = z
  .array(z.string().min(1).max(200))
  .max(COMMENT_LIMITS.mentions, `A comment mentions at most ${COMMENT_LIMITS.mentions} people.`)
  .default([]);

/** `POST /api/conversations/:id/comments`: a new pinned comment on the version the author looks at. */
export const createCommentRequestSchema = z.object({ anchor: commentAnchorSchema, version: z.number().int().min(1), body, mentions });
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

/** `POST /api/comments/:id/replies`. */
export const replyRequestSchema = z.object({ body, mentions });
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** `PATCH /api/comments/:id`: the author edits their own text. */
export const editCommentRequestSchema = z.object({ body, mentions });
export type EditCommentRequest = z.input<typeof editCommentRequestSchema>;

/** Who wrote a comment, as everyone in the product sees them (the same initials and colour as presence). */
export const commentAuthorSchema = z.object({ userId: z.string(), email: z.string(), initials: z.string(), color: z.string() });
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const replyDtoSchema = z.object({
  id: z.string(),
  author: commentAuthorSchema,
  body: z.string(),
  mentions: z.array(z.string()),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
});
export type ReplyDto = z.infer<typeof replyDtoSchema>;

/** A top-level comment with its replies, oldest first. `number` is its marker's number on the item (1, 2, 3 … in the order made). */
export const commentDtoSchema = replyDtoSchema.extend({
  number: z.number().int().min(1),
  anchor: commentAnchorSchema,
  /** The version of the item it was made on. */
  version: z.number().int().min(1),
  resolvedAt: z.number().nullable(),
  replies: z.array(replyDtoSchema),
});
export type CommentDto = z.infer<typeof commentDtoSchema>;

/** `GET /api/conversations/:id/comments`: every comment on the item, open and resolved, in marker order. */
export const commentListSchema = z.object({ comments: z.array(commentDtoSchema) });

/** An in-app notification: someone mentioned you, or replied to your comment. */
export const notificationDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(["mention", "reply"]),
  actor: commentAuthorSchema,
  /** The first characters of the comment or reply, as plain text. */
  excerpt: z.string(),
  /** The top-level comment (the thread) it is about: the mention's or the reply's own comment. */
  commentId: z.string(),
  conversationId: z.string(),
  itemTitle: z.string(),
  productId: z.string(),
  productName: z.string(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** `GET /api/notifications`: the newest notifications and how many are unread. */
export const notificationListSchema = z.object({ notifications: z.array(notificationDtoSchema), unread: z.number().int().min(0) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/notifications/read`: marks these read, or every one when `ids` is absent. */
export const readNotificationsRequestSchema = z.object({
  ids: boundedArray(z.string().min(1).max(64, "A notification is named by its id"), {
    max: COMMENT_LIMITS.notificationsListed,
    tooMany: `Mark at most ${COMMENT_LIMITS.notificationsListed} notifications read at once, or leave out ids to mark them all.`,
  }).optional(),
});

/** What a refused comment write answers with, word for word in the API and in the panel. */
export const COMMENT_MESSAGES = {
  tooManyOnItem: `This item has ${COMMENT_LIMITS.perItem} comments, the most it can have. Resolve and delete old ones first.`,
  tooManyPerHour: `You wrote ${COMMENT_LIMITS.perUserPerHour} comments in the last hour, the most for now. Try again later.`,
  notYours: "Only the person who wrote a comment can change or delete it.",
  notAMember: "You can mention only people in this product.",
  replyToReply: "Reply to the comment itself, not to a reply.",
  resolveReply: "Resolve or reopen the comment itself, not a reply.",
  notInProduct: "Only items in a product have comments. Move this item into a product to discuss it with your team.",
} as const;

/** `POST /api/conversations/:id/comments` (201), `POST /api/comments/:id/resolve` and `/reopen` (200). */
export const commentResponseSchema = z.object({ comment: commentDtoSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** `POST /api/comments/:id/replies` (201). */
export const replyResponseSchema = z.object({ reply: replyDtoSchema });
export type ReplyResponse = z.infer<typeof replyResponseSchema>;

/** `PATCH /api/comments/:id` (200): the edited comment or reply, its own fields only (the list re-reads the rest). */
export const editCommentResponseSchema = z.object({ comment: replyDtoSchema });
export type EditCommentResponse = z.infer<typeof editCommentResponseSchema>;

/** `POST /api/notifications/read`: how many stay unread. `DELETE /api/comments/:id` answers 204. */
export const readNotificationsResponseSchema = z.object({ unread: z.number().int().min(0) });
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponseSchema>;
