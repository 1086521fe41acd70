import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, finishAccountDeletion, signedInUser } from "./auth-helpers";
import { commented, commentsOn, itemIn, replied } from "./comment-helpers";
import { createProduct } from "./product-helpers";
import { joinedAs } from "./product-member-helpers";

const count = async (sql: string, ...binds: string[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("comments when an account is deleted", () => {
  it("deletes a member's comments, mentions and notifications, and leaves the rest of the discussion", async () => {
    const owner = await signedInUser("comment-deletion-owner");
    const product = await createProduct(owner);
    const item = await itemIn(owner, product.id);
    const leaving = await joinedAs(owner, product.id, "editor", "comment-deletion-leaving");
    const staying = await joinedAs(owner, product.id, "commenter", "comment-deletion-staying");

    const theirs = await commented(leaving, item, { mentions: [owner.user.id] });
    await replied(staying, theirs.id);
    const kept = await commented(staying, item, { mentions: [leaving.user.id] });
    await replied(leaving, kept.id, { body: "Their reply" });
    await replied(owner, kept.id, { body: "The owner's reply" });
    expect((await call("POST", `/api/comments/${kept.id}/resolve`, { cookie: leaving.cookie })).status).toBe(200);

    expect((await call("DELETE", "/api/auth/account", { cookie: leaving.cookie })).status).toBe(200);
    await finishAccountDeletion(leaving.user.id);

    expect(await count("SELECT count(*) AS n FROM comments WHERE author_id = ?", leaving.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comment_mentions WHERE user_id = ?", leaving.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?1 OR actor_id = ?1", leaving.user.id)).toBe(0);
    const [left] = await commentsOn(owner, item);
    expect(await commentsOn(owner, item)).toHaveLength(1);
    expect(left).toMatchObject({ id: kept.id, mentions: [], replies: [{ body: "The owner's reply" }] });
    expect(left!.resolvedAt).not.toBeNull();
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ? AND resolved_by IS NULL", kept.id)).toBe(1);
  });

  it("deletes every comment on the owner's items with the owner's account, members' included", async () => {
    const owner = await signedInUser("comment-deletion-items");
    const product = await createProduct(owner);
    const item = await itemIn(owner, product.id);
    const member = await joinedAs(owner, product.id, "commenter", "comment-deletion-items");
    const comment = await commented(member, item, { mentions: [owner.user.id] });
    await replied(owner, comment.id, { mentions: [member.user.id] });

    expect((await call("DELETE", "/api/auth/account", { cookie: owner.cookie })).status).toBe(200);
    await finishAccountDeletion(owner.user.id);
    expect(await count("SELECT count(*) AS n FROM comments WHERE conversation_id = ?", item)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", member.user.id)).toBe(0);
    expect((await call("GET", "/api/notifications", { cookie: member.cookie })).status).toBe(200);
  });
});
