import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COMMENT_DELETION_CHUNK_ROWS } from "../../db/queries/comment-changes";
import { call, signedInUser } from "./auth-helpers";
import { commented, itemIn, replied } from "./comment-helpers";
import { createProduct } from "./product-helpers";
import { joinedAs } from "./product-member-helpers";
import { recordQueries } from "./query-recorder";

/**
 * Deleting a product deletes its discussion (docs/product.md#comments) a bounded chunk at a time,
 * like its waitlist and its tests: a product's items may hold 500 comments each, so one cascade
 * from the product row could hold D1 for as long as the discussion is big (docs/ARCHITECTURE.md's
 * "a large deletion runs in small chunks").
 */

/** `count` comments (every other one a reply) written straight into D1 on `itemId`, each mentioning and notifying `memberId`. */
async function addComments(itemId: string, productId: string, authorId: string, memberId: string, count: number) {
  const now = Date.now();
  const statements: D1PreparedStatement[] = [];
  let parent = "";
  for (let index = 0; index < count; index++) {
    const id = `bulk-${crypto.randomUUID()}`;
    const reply = index % 2 === 1;
    statements.push(
      env.DB.prepare(
        `INSERT INTO comments (id, conversation_id, product_id, parent_id, seq, number, anchor, version, author_id, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        id,
        itemId,
        productId,
        reply ? parent : null,
        1_000 + index,
        reply ? null : 1_000 + index,
        reply ? null : JSON.stringify({ kind: "landing-section", section: "hero" }),
        reply ? null : 1,
        authorId,
        `Comment ${index}`,
        now - 60 * 60 * 1000 - index,
      ),
      env.DB.prepare("INSERT INTO comment_mentions (comment_id, user_id) VALUES (?, ?)").bind(id, memberId),
      env.DB.prepare(
        "INSERT INTO notifications (id, user_id, kind, comment_id, actor_id, created_at) VALUES (?, ?, 'mention', ?, ?, ?)",
      ).bind(`note-${id}`, memberId, id, authorId, now),
    );
    if (!reply) parent = id;
  }
  for (let start = 0; start < statements.length; start += 300) await env.DB.batch(statements.slice(start, start + 300));
}

const countOf = async (query: string, ...values: string[]) =>
  (await env.DB.prepare(query)
    .bind(...values)
    .first<{ n: number }>())!.n;

const discussion = async (productId: string) => ({
  comments: await countOf(`SELECT count(*) AS n FROM comments WHERE product_id = ?`, productId),
  mentions: await countOf(
    `SELECT count(*) AS n FROM comment_mentions WHERE comment_id IN (SELECT id FROM comments WHERE product_id = ?)`,
    productId,
  ),
  notifications: await countOf(
    `SELECT count(*) AS n FROM notifications WHERE comment_id IN (SELECT id FROM comments WHERE product_id = ?)`,
    productId,
  ),
});

describe("deleting a product with a long discussion", () => {
  for (const items of ["keep", "delete"] as const) {
    it(`deletes its comments, mentions and notifications in chunks (items=${items}), and another product's stay`, async () => {
      const owner = await signedInUser(`comment-purge-${items}`);
      const product = await createProduct(owner, { name: "Talkative", idea: "x" });
      const member = await joinedAs(owner, product.id, "commenter", `purge-${items}`);
      const item = await itemIn(owner, product.id);
      const many = COMMENT_DELETION_CHUNK_ROWS * 2 + 3;
      // One written through the API (before the bulk, which is past the item's bound), to be sure the bulk rows look like real ones.
      await replied(member, (await commented(owner, item, { mentions: [member.user.id] })).id);
      await addComments(item, product.id, owner.user.id, member.user.id, many);
      const other = await createProduct(owner, { name: "Quiet", idea: "y" });
      const otherItem = await itemIn(owner, other.id);
      await addComments(otherItem, other.id, owner.user.id, member.user.id, 3);
      // The API wrote a mention (one notification) and a reply (another, to the comment's author).
      expect(await discussion(product.id)).toEqual({ comments: many + 2, mentions: many + 1, notifications: many + 2 });

      const recording = recordQueries(env.DB);
      try {
        expect((await call("DELETE", `/api/products/${product.id}?items=${items}`, { cookie: owner.cookie })).status).toBe(204);
      } finally {
        recording.stop();
      }
      expect(await discussion(product.id)).toEqual({ comments: 0, mentions: 0, notifications: 0 });
      expect(await discussion(other.id)).toEqual({ comments: 3, mentions: 3, notifications: 3 });
      // No statement deleted more than a chunk: the product row's own delete found no comment left to cascade to.
      const commentDeletes = recording.seen.filter((query) => /^delete from "comments"/i.test(query.sql.trim()));
      expect(commentDeletes.length).toBeGreaterThanOrEqual(3);
      expect(commentDeletes.every((query) => /LIMIT \?/.test(query.sql))).toBe(true);
      const left = await countOf(`SELECT count(*) AS n FROM conversations WHERE id = ?`, item);
      expect(left).toBe(items === "keep" ? 1 : 0);
    });
  }
});
