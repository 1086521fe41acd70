import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COMMENT_LIMITS, COMMENT_MESSAGES } from "../../shared/contracts/comments";
import { call, signedInUser } from "./auth-helpers";
import { COMMENT_WRITES_PER_HOUR } from "../../workers/api/comment-effects";
import { commented, itemIn, postComment, postReply } from "./comment-helpers";
import { createProduct, type Me } from "./product-helpers";
import { errorOf, joinedAs } from "./product-member-helpers";

/**
 * The comment bounds (docs/product.md#comments) are checked by the writing statement: at the
 * limit exactly the limit passes, one at a time or all at once.
 */

/** `count` comments straight in D1 (no request per row): by `authorId` on `itemId`, made `agoMs` ago. */
async function fillComments(itemId: string, productId: string, authorId: string, count: number, agoMs = 0): Promise<void> {
  const start = await env.DB.prepare(
    "SELECT coalesce(max(seq), 0) AS seq, coalesce(max(number), 0) AS number FROM comments WHERE conversation_id = ?",
  )
    .bind(itemId)
    .first<{ seq: number; number: number }>();
  const statements = Array.from({ length: count }, (_, index) =>
    env.DB.prepare(
      `INSERT INTO comments (id, conversation_id, product_id, parent_id, seq, number, anchor, version, author_id, body, created_at)
       VALUES (?, ?, ?, NULL, ?, ?, ?, 1, ?, ?, ?)`,
    ).bind(
      crypto.randomUUID(),
      itemId,
      productId,
      start!.seq + index + 1,
      start!.number + index + 1,
      JSON.stringify({ kind: "landing-section", section: "hero" }),
      authorId,
      `Filler ${index}`,
      Date.now() - agoMs,
    ),
  );
  for (let from = 0; from < statements.length; from += 100) await env.DB.batch(statements.slice(from, from + 100));
}

async function countOn(itemId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE conversation_id = ?").bind(itemId).first<{ n: number }>();
  return row!.n;
}

async function setUp(label: string) {
  const owner = await signedInUser(`${label}-owner`);
  const product = await createProduct(owner, { name: `${label} product`, idea: "Bounded talk" });
  const item = await itemIn(owner, product.id);
  return { owner, product, item };
}

/** Statuses of `count` requests sent at once. */
async function atOnce(count: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, async (_, index) => (await send(index)).status));
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe("comment bounds", () => {
  it(`takes the ${COMMENT_LIMITS.perItem}th comment or reply on an item and refuses the next`, async () => {
    const { owner, product, item } = await setUp("per-item");
    const editor: Me = await joinedAs(owner, product.id, "editor", "per-item");
    await fillComments(item, product.id, owner.user.id, COMMENT_LIMITS.perItem - 2, 2 * 60 * 60 * 1000);
    const last = await commented(editor, item);
    expect(await countOn(item)).toBe(COMMENT_LIMITS.perItem - 1);
    expect((await postReply(owner, last.id)).status).toBe(201);
    expect(await errorOf(await postComment(editor, item))).toMatchObject({ status: 409, message: COMMENT_MESSAGES.tooManyOnItem });
    expect(await errorOf(await postReply(owner, last.id))).toMatchObject({ status: 409, message: COMMENT_MESSAGES.tooManyOnItem });
    expect(await countOn(item)).toBe(COMMENT_LIMITS.perItem);
  });

  it("lets exactly the comments up to the item's bound through when they arrive together", async () => {
    const { owner, product, item } = await setUp("per-item-race");
    await fillComments(item, product.id, owner.user.id, COMMENT_LIMITS.perItem - 4, 2 * 60 * 60 * 1000);
    const statuses = await atOnce(10, (index) => postComment(owner, item, { body: `Together ${index}` }));
    expect(tally(statuses)).toEqual({ 201: 4, 409: 6 });
    expect(await countOn(item)).toBe(COMMENT_LIMITS.perItem);
    const numbers = await env.DB.prepare("SELECT count(DISTINCT number) AS n FROM comments WHERE conversation_id = ?")
      .bind(item)
      .first<{ n: number }>();
    expect(numbers!.n).toBe(COMMENT_LIMITS.perItem);
  });

  it(`takes a person's ${COMMENT_LIMITS.perUserPerHour}th comment of the hour across products and refuses the next, until an hour has passed`, async () => {
    const { owner, product, item } = await setUp("per-hour");
    const elsewhere = await setUp("per-hour-elsewhere");
    await fillComments(elsewhere.item, elsewhere.product.id, owner.user.id, 3, 2 * 60 * 60 * 1000);
    await fillComments(elsewhere.item, elsewhere.product.id, owner.user.id, COMMENT_LIMITS.perUserPerHour - 1, 10 * 60 * 1000);
    // Someone else's comments do not count against the owner.
    await fillComments(item, product.id, elsewhere.owner.user.id, 5);
    expect((await postComment(owner, item)).status).toBe(201);
    const refused = await postComment(owner, item);
    expect(await errorOf(refused.clone())).toMatchObject({ status: 429, message: COMMENT_MESSAGES.tooManyPerHour });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(40 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
  });

  it("lets exactly the comments up to a person's hourly bound through when they arrive together", async () => {
    const { owner, product, item } = await setUp("per-hour-race");
    await fillComments(item, product.id, owner.user.id, COMMENT_LIMITS.perUserPerHour - 3);
    const statuses = await atOnce(8, (index) => postComment(owner, item, { body: `Burst ${index}` }));
    expect(tally(statuses)).toEqual({ 201: 3, 429: 5 });
    expect(await countOn(item)).toBe(COMMENT_LIMITS.perUserPerHour);
  });

  it(`bounds every comment write per person (${COMMENT_WRITES_PER_HOUR} an hour), counting refused ones too`, async () => {
    const { owner, item } = await setUp("writes");
    const comment = await commented(owner, item);
    const now = Date.now();
    // The hour's count one below the bound, as if that many edits, resolves and deletes had been made.
    await env.DB.prepare("UPDATE sign_in_throttle SET failures = ?, blocked_until = ? WHERE key = ?")
      .bind(COMMENT_WRITES_PER_HOUR - 1, now + 60 * 60 * 1000, `comments:${owner.user.id}`)
      .run();
    expect((await call("POST", `/api/comments/${comment.id}/resolve`, { cookie: owner.cookie })).status).toBe(200);
    const refused = await call("POST", `/api/comments/${comment.id}/reopen`, { cookie: owner.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await postComment(owner, item)).status).toBe(429);
    // Reading is not writing.
    expect((await call("GET", `/api/conversations/${item}/comments`, { cookie: owner.cookie })).status).toBe(200);
  });

  it(`refuses a comment over ${COMMENT_LIMITS.bodyCharacters} characters or of spaces only, with the contract's words`, async () => {
    const { owner, item } = await setUp("length");
    expect((await postComment(owner, item, { body: "x".repeat(COMMENT_LIMITS.bodyCharacters) })).status).toBe(201);
    const long = await postComment(owner, item, { body: "x".repeat(COMMENT_LIMITS.bodyCharacters + 1) });
    expect(await errorOf(long)).toMatchObject({ status: 400, message: "A comment has at most 2,000 characters." });
    expect(await errorOf(await postComment(owner, item, { body: "   " }))).toMatchObject({
      status: 400,
      message: "Write a comment first.",
    });
    expect(await countOn(item)).toBe(1);
  });
});
