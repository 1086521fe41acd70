import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COMMENT_LIMITS, COMMENT_MESSAGES, commentListSchema, notificationListSchema } from "../../shared/contracts/comments";
import { ROLE_MESSAGES } from "../../shared/contracts/product-members";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { commented, commentsOn, itemIn, notificationsOf, postComment, postReply, replied } from "./comment-helpers";
import { createProduct, listen } from "./product-helpers";
import { errorOf, joinedAs } from "./product-member-helpers";
import { until as untilWithin } from "./wait";

// Generous: a busy 2-core machine may be slow, and nothing here is about speed.
const until = (check: () => boolean | Promise<boolean>) => untilWithin(check, 10_000);

/** A tab's socket to the product's room, looking at `itemId`: every message that is not presence. */
async function roomOn(productId: string, itemId: string, cookie: string): Promise<string[]> {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/products/${productId}/room`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const changes: string[] = [];
  socket.addEventListener("message", (event) => {
    const text = String(event.data);
    if (!text.includes('"presence"')) changes.push(text);
  });
  socket.accept();
  socket.send(JSON.stringify({ type: "where", itemId }));
  return changes;
}

async function teamWithItem(label: string) {
  const owner = await signedInUser(`${label}-owner`);
  const product = await createProduct(owner, { name: `${label} product`, idea: "Shared work" });
  const editor = await joinedAs(owner, product.id, "editor", label);
  const commenter = await joinedAs(owner, product.id, "commenter", label);
  const viewer = await joinedAs(owner, product.id, "viewer", label);
  const item = await itemIn(owner, product.id);
  return { owner, product, editor, commenter, viewer, item };
}

describe("comments pinned to a product's item", () => {
  it("lists comments in marker order with their replies oldest first, as plain text, to every member", async () => {
    const t = await teamWithItem("list");
    const first = await commented(t.editor, t.item, { body: "<b>Bold?</b> **no**" });
    const second = await commented(t.commenter, t.item, { anchor: { kind: "diagram-node", part: 0, nodeId: "n1" }, version: 2 });
    await replied(t.owner, first.id, { body: "First reply" });
    await replied(t.commenter, first.id, { body: "Second reply" });

    const listed = commentListSchema.parse({ comments: await commentsOn(t.viewer, t.item) }).comments;
    expect(listed.map((comment) => [comment.id, comment.number])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(listed[0]!.body).toBe("<b>Bold?</b> **no**");
    expect(listed[0]!.author).toMatchObject({ userId: t.editor.user.id, email: t.editor.email });
    expect(listed[0]!.replies.map((reply) => [reply.body, reply.author.userId])).toEqual([
      ["First reply", t.owner.user.id],
      ["Second reply", t.commenter.user.id],
    ]);
    expect(listed[1]).toMatchObject({ anchor: { kind: "diagram-node", part: 0, nodeId: "n1" }, version: 2, replies: [] });
  });

  it("refuses a reply to a reply, and a viewer's comment with what their role allows", async () => {
    const t = await teamWithItem("refusals");
    const comment = await commented(t.owner, t.item);
    const reply = await replied(t.editor, comment.id);
    expect(await errorOf(await postReply(t.owner, reply.id))).toMatchObject({ status: 400, message: COMMENT_MESSAGES.replyToReply });
    expect(await errorOf(await postComment(t.viewer, t.item))).toMatchObject({ status: 403, message: ROLE_MESSAGES.commenterOnly });
    expect(await errorOf(await postReply(t.viewer, comment.id))).toMatchObject({ status: 403, message: ROLE_MESSAGES.commenterOnly });
    expect(await commentsOn(t.owner, t.item)).toHaveLength(1);
  });

  it("lets only the author edit or delete, and deleting a comment takes its replies", async () => {
    const t = await teamWithItem("own");
    const comment = await commented(t.commenter, t.item);
    const reply = await replied(t.editor, comment.id);

    const notYours = await call("PATCH", `/api/comments/${comment.id}`, { cookie: t.owner.cookie, body: { body: "Owner rewrites" } });
    expect(await errorOf(notYours)).toMatchObject({ status: 403, message: COMMENT_MESSAGES.notYours });
    expect((await call("DELETE", `/api/comments/${reply.id}`, { cookie: t.commenter.cookie })).status).toBe(403);

    const edited = await call("PATCH", `/api/comments/${comment.id}`, {
      cookie: t.commenter.cookie,
      body: { body: "Say 'Borrow a tool'" },
    });
    expect(edited.status).toBe(200);
    const [after] = await commentsOn(t.owner, t.item);
    expect(after).toMatchObject({ body: "Say 'Borrow a tool'", number: 1 });
    expect(after!.editedAt).not.toBeNull();

    expect((await call("DELETE", `/api/comments/${comment.id}`, { cookie: t.commenter.cookie })).status).toBe(204);
    expect(await commentsOn(t.owner, t.item)).toEqual([]);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE conversation_id = ?").bind(t.item).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("resolves and reopens a comment, not a reply", async () => {
    const t = await teamWithItem("resolve");
    const comment = await commented(t.editor, t.item);
    const reply = await replied(t.owner, comment.id);
    const resolved = await call("POST", `/api/comments/${comment.id}/resolve`, { cookie: t.commenter.cookie });
    expect(resolved.status).toBe(200);
    expect((await commentsOn(t.viewer, t.item))[0]!.resolvedAt).not.toBeNull();
    expect((await call("POST", `/api/comments/${comment.id}/reopen`, { cookie: t.viewer.cookie })).status).toBe(403);
    expect((await call("POST", `/api/comments/${comment.id}/reopen`, { cookie: t.owner.cookie })).status).toBe(200);
    expect((await commentsOn(t.viewer, t.item))[0]!.resolvedAt).toBeNull();
    const onReply = await call("POST", `/api/comments/${reply.id}/resolve`, { cookie: t.owner.cookie });
    expect(await errorOf(onReply)).toMatchObject({ status: 400, message: COMMENT_MESSAGES.resolveReply });
  });

  it("keeps a removed member's comments, attributed, and refuses their next request", async () => {
    const t = await teamWithItem("removed");
    const comment = await commented(t.commenter, t.item);
    const removal = await call("DELETE", `/api/products/${t.product.id}/members/${t.commenter.user.id}`, { cookie: t.owner.cookie });
    expect(removal.status).toBe(204);
    expect((await postReply(t.commenter, comment.id)).status).toBe(404);
    expect((await call("GET", `/api/conversations/${t.item}/comments`, { cookie: t.commenter.cookie })).status).toBe(404);
    const [kept] = await commentsOn(t.owner, t.item);
    expect(kept).toMatchObject({ id: comment.id, author: { userId: t.commenter.user.id, email: t.commenter.email } });
  });

  it("has no comments on an item outside any product: its owner is told why, anyone else gets the item's 404", async () => {
    const owner = await signedInUser("no-product");
    const stranger = await signedInUser("no-product-stranger");
    const item = await itemIn(owner, undefined);
    expect(await errorOf(await postComment(owner, item))).toMatchObject({ status: 404, message: COMMENT_MESSAGES.notInProduct });
    expect(await errorOf(await postComment(stranger, item))).toMatchObject({ status: 404, message: "Conversation not found." });
  });

  it("shows an item's comments only while it stays in the product they were written in; deleting the product deletes them", async () => {
    const t = await teamWithItem("moved");
    await commented(t.editor, t.item);
    const other = await createProduct(t.owner, { name: "Other team", idea: "Elsewhere" });
    const outsider = await joinedAs(t.owner, other.id, "commenter", "moved-other");
    const move = (productId: string | null) =>
      call("PATCH", `/api/conversations/${t.item}`, { cookie: t.owner.cookie, body: { productId } });
    expect((await move(other.id)).status).toBe(200);
    expect(await commentsOn(outsider, t.item)).toEqual([]);
    expect(await commentsOn(t.owner, t.item)).toEqual([]);
    expect((await call("GET", `/api/conversations/${t.item}/comments`, { cookie: t.editor.cookie })).status).toBe(404);
    expect((await move(t.product.id)).status).toBe(200);
    expect(await commentsOn(t.editor, t.item)).toHaveLength(1);
    expect((await call("DELETE", `/api/products/${t.product.id}?items=keep`, { cookie: t.owner.cookie })).status).toBe(204);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE conversation_id = ?").bind(t.item).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("deleting the item deletes its comments", async () => {
    const t = await teamWithItem("item-gone");
    const comment = await commented(t.editor, t.item);
    await replied(t.owner, comment.id, { mentions: [t.editor.user.id] });
    expect((await call("DELETE", `/api/conversations/${t.item}`, { cookie: t.owner.cookie })).status).toBe(204);
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM comments WHERE conversation_id = ?) AS comments, (SELECT count(*) FROM notifications WHERE user_id = ?) AS notes",
    )
      .bind(t.item, t.editor.user.id)
      .first<{ comments: number; notes: number }>();
    expect(left).toEqual({ comments: 0, notes: 0 });
    expect((await postReply(t.editor, comment.id)).status).toBe(404);
  });
});

describe("live comments", () => {
  it("tells every socket in the product's room that the item's comments changed, on each kind of change", async () => {
    const t = await teamWithItem("room");
    const viewerTab = await roomOn(t.product.id, t.item, t.viewer.cookie);
    const ownerTab = await roomOn(t.product.id, t.item, t.owner.cookie);
    const change = JSON.stringify({ type: "comments", conversationId: t.item });
    const seen = (count: number) =>
      until(() => viewerTab.filter((m) => m === change).length === count && ownerTab.filter((m) => m === change).length === count);

    const comment = await commented(t.commenter, t.item);
    await seen(1);
    const reply = await replied(t.editor, comment.id);
    await seen(2);
    expect((await call("PATCH", `/api/comments/${reply.id}`, { cookie: t.editor.cookie, body: { body: "Edited" } })).status).toBe(200);
    await seen(3);
    expect((await call("POST", `/api/comments/${comment.id}/resolve`, { cookie: t.owner.cookie })).status).toBe(200);
    await seen(4);
    expect((await call("POST", `/api/comments/${comment.id}/reopen`, { cookie: t.owner.cookie })).status).toBe(200);
    await seen(5);
    expect((await call("DELETE", `/api/comments/${comment.id}`, { cookie: t.commenter.cookie })).status).toBe(204);
    await seen(6);
    // A refused write tells no one.
    expect((await postComment(t.viewer, t.item)).status).toBe(403);
    expect((await call("GET", `/api/conversations/${t.item}/comments`, { cookie: t.viewer.cookie })).status).toBe(200);
    expect(viewerTab.filter((m) => m !== change)).toEqual([]);
    expect(viewerTab.filter((m) => m === change)).toHaveLength(6);
  });
});

describe("mentions and notifications", () => {
  it("notifies each mentioned member once, never the writer, and refuses a mention of someone outside the product", async () => {
    const t = await teamWithItem("mentions");
    const outsider = await signedInUser("mentions-outsider");
    const refused = await postComment(t.editor, t.item, { mentions: [t.viewer.user.id, outsider.user.id] });
    expect(await errorOf(refused)).toMatchObject({ status: 400, message: COMMENT_MESSAGES.notAMember });
    expect(await commentsOn(t.owner, t.item)).toEqual([]);

    const comment = await commented(t.editor, t.item, {
      body: "@viewer @owner look",
      mentions: [t.viewer.user.id, t.owner.user.id, t.viewer.user.id, t.editor.user.id],
    });
    expect(new Set(comment.mentions)).toEqual(new Set([t.viewer.user.id, t.owner.user.id, t.editor.user.id]));
    const viewerList = notificationListSchema.parse(await notificationsOf(t.viewer));
    expect(viewerList.unread).toBe(1);
    expect(viewerList.notifications[0]).toMatchObject({
      kind: "mention",
      commentId: comment.id,
      conversationId: t.item,
      productId: t.product.id,
      productName: t.product.name,
      excerpt: "@viewer @owner look",
      actor: { userId: t.editor.user.id },
      readAt: null,
    });
    expect((await notificationsOf(t.owner)).unread).toBe(1);
    expect((await notificationsOf(t.editor)).notifications).toEqual([]);
    expect((await notificationsOf(outsider)).notifications).toEqual([]);
  });

  it("notifies the author of a reply once even when also mentioned, pushes it live, and marks it read", async () => {
    const t = await teamWithItem("replies");
    const events = await listen(t.commenter.cookie);
    const comment = await commented(t.commenter, t.item);
    await replied(t.commenter, comment.id, { body: "Replying to myself" });
    expect((await notificationsOf(t.commenter)).notifications).toEqual([]);

    await replied(t.owner, comment.id, { body: "On it", mentions: [t.commenter.user.id] });
    await replied(t.editor, comment.id, { body: "Me too" });
    const list = await notificationsOf(t.commenter);
    expect(list.notifications.map((note) => [note.kind, note.actor.userId, note.commentId])).toEqual([
      ["reply", t.editor.user.id, comment.id],
      ["mention", t.owner.user.id, comment.id],
    ]);
    expect(list.unread).toBe(2);
    await until(() => events.filter((event) => event.type === "notification.created").length === 2);
    const live = events.flatMap((event) => (event.type === "notification.created" ? [event] : []));
    expect(live.map((event) => [event.notification.id, event.unread])).toEqual([
      [list.notifications[1]!.id, 1],
      [list.notifications[0]!.id, 2],
    ]);

    const one = await call("POST", "/api/notifications/read", { cookie: t.commenter.cookie, body: { ids: [list.notifications[0]!.id] } });
    expect(await one.json()).toEqual({ unread: 1 });
    const all = await call("POST", "/api/notifications/read", { cookie: t.commenter.cookie, body: {} });
    expect(await all.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(t.commenter)).notifications.every((note) => note.readAt !== null)).toBe(true);
    await until(() => events.some((event) => event.type === "notification.unread" && event.unread === 0));
  });

  it("notifies only the people an edit newly mentions, and refuses an edit that mentions an outsider", async () => {
    const t = await teamWithItem("edit-mentions");
    const outsider = await signedInUser("edit-mentions-outsider");
    const comment = await commented(t.owner, t.item, { mentions: [t.viewer.user.id] });
    const edit = (mentions: string[]) =>
      call("PATCH", `/api/comments/${comment.id}`, { cookie: t.owner.cookie, body: { body: "Now with more people", mentions } });
    expect(await errorOf(await edit([outsider.user.id]))).toMatchObject({ status: 400, message: COMMENT_MESSAGES.notAMember });
    expect((await edit([t.viewer.user.id, t.commenter.user.id])).status).toBe(200);
    expect((await notificationsOf(t.viewer)).notifications).toHaveLength(1);
    expect((await notificationsOf(t.commenter)).notifications).toMatchObject([{ kind: "mention", excerpt: "Now with more people" }]);
    expect((await commentsOn(t.editor, t.item))[0]!.mentions.sort()).toEqual([t.viewer.user.id, t.commenter.user.id].sort());
  });

  it("keeps a person's newest notifications only", async () => {
    const t = await teamWithItem("kept");
    const old = await commented(t.editor, t.item);
    const fill = Array.from({ length: COMMENT_LIMITS.notificationsKept }, (_, index) =>
      env.DB.prepare(
        "INSERT INTO notifications (id, user_id, kind, comment_id, actor_id, created_at) VALUES (?, ?, 'reply', ?, ?, ?)",
      ).bind(`old-${index}-${crypto.randomUUID()}`, t.viewer.user.id, old.id, t.editor.user.id, Date.now() - 60_000 + index),
    );
    for (let from = 0; from < fill.length; from += 100) await env.DB.batch(fill.slice(from, from + 100));
    const newest = await commented(t.owner, t.item, { mentions: [t.viewer.user.id] });
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ?")
      .bind(t.viewer.user.id)
      .first<{ n: number }>();
    expect(kept!.n).toBe(COMMENT_LIMITS.notificationsKept);
    const list = await notificationsOf(t.viewer);
    expect(list.notifications).toHaveLength(COMMENT_LIMITS.notificationsListed);
    expect(list.notifications[0]).toMatchObject({ commentId: newest.id, kind: "mention" });
    expect(list.unread).toBe(COMMENT_LIMITS.notificationsKept);
  });

  it("updates the bells of those a deleted comment had notified", async () => {
    const t = await teamWithItem("deleted-notes");
    const events = await listen(t.viewer.cookie);
    const comment = await commented(t.owner, t.item, { mentions: [t.viewer.user.id] });
    await replied(t.editor, comment.id, { mentions: [t.viewer.user.id] });
    await until(() => events.filter((event) => event.type === "notification.created").length === 2);
    expect((await call("DELETE", `/api/comments/${comment.id}`, { cookie: t.owner.cookie })).status).toBe(204);
    await until(() => events.some((event) => event.type === "notification.unread" && event.unread === 0));
    expect(await notificationsOf(t.viewer)).toEqual({ notifications: [], unread: 0 });
  });

  it("hides a removed member's notifications about the product", async () => {
    const t = await teamWithItem("notes-removed");
    await commented(t.owner, t.item, { mentions: [t.viewer.user.id] });
    expect((await notificationsOf(t.viewer)).unread).toBe(1);
    await call("DELETE", `/api/products/${t.product.id}/members/${t.viewer.user.id}`, { cookie: t.owner.cookie });
    expect(await notificationsOf(t.viewer)).toEqual({ notifications: [], unread: 0 });
  });
});
