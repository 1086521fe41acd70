import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as productLoader } from "../../app/routes/product.server";
import { createDb } from "../../db/client";
import { MEMBER_WRITES_PER_HOUR } from "../../workers/api/product-members";
import { readConfig } from "../../workers/config";
import { appContext } from "../../workers/context";
import fc from "fast-check";
import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  createInviteRequestSchema,
  createInviteResponseSchema,
  INVITE_MESSAGES,
  invitePreviewSchema,
  MEMBER_LIMITS,
  membersResponseSchema,
  ROLE_MESSAGES,
  updateMemberRequestSchema,
} from "../../shared/contracts/product-members";
import { productDetailResponseSchema, productListResponseSchema } from "../../shared/contracts/products";
import { call, finishAccountDeletion, ORIGIN, signedInUser } from "./auth-helpers";
import { createProduct, listen, openProduct, saveItem, savedId } from "./product-helpers";
import { bodiesFor } from "./fuzz-arbitraries";
import { expectNoServerError } from "./fuzz-expect";
import { accept, errorOf, fillMembers, invite, joinedAs } from "./product-member-helpers";
import { until } from "./wait";

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Runs the product page's loader as the Worker would for this user (pages are not served by the test Worker). */
async function productPage(me: { cookie: string }, productId: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { env, config: readConfig(env), db: createDb(env.DB), ctx: { waitUntil: () => {} } });
  const request = new Request(`${ORIGIN}/products/${productId}`, { headers: { Cookie: me.cookie } });
  return productLoader({ request, context, params: { productId } } as unknown as Parameters<typeof productLoader>[0]);
}

/**
 * Waits until the clock has moved past now, so that a link made next is newer than the owner's
 * last decision (both are stamped in milliseconds, and a link made in the same one counts as older).
 */
async function afterNow(): Promise<void> {
  const decided = Date.now();
  await until(() => Date.now() > decided);
}

async function members(me: { cookie: string }, productId: string) {
  const response = await call("GET", `/api/products/${productId}/members`, { cookie: me.cookie });
  expect(response.status).toBe(200);
  return membersResponseSchema.parse(await response.json());
}

describe("product members and invites", () => {
  it("requires a session on every route", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/products/x/members", undefined],
      ["POST", "/api/products/x/invites", { role: "viewer" }],
      ["DELETE", "/api/products/x/invites/y", undefined],
      ["PATCH", "/api/products/x/members/y", { role: "viewer" }],
      ["DELETE", "/api/products/x/members/y", undefined],
      ["POST", "/api/invites/accept", { token: "t" }],
      ["GET", "/api/invites/t", undefined],
    ] as const) {
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("makes a link from APP_ORIGIN with a 32-byte token of which only the SHA-256 is stored", async () => {
    const owner = await signedInUser("invite-token");
    const product = await createProduct(owner);
    const response = await call("POST", `/api/products/${product.id}/invites`, { cookie: owner.cookie, body: { role: "editor" } });
    expect(response.status).toBe(201);
    const { invite: made } = createInviteResponseSchema.parse(await response.json());
    expect(made).toMatchObject({ role: "editor", email: null });
    expect(made.expiresAt - made.createdAt).toBe(MEMBER_LIMITS.inviteDays * 24 * 60 * 60 * 1000);
    const match = /^https?:\/\/[^/]+\/invite\/([A-Za-z0-9_-]+)$/.exec(made.url);
    expect(match, made.url).not.toBeNull();
    const token = match![1]!;
    expect(token).toHaveLength(43); // 32 bytes in base64url without padding
    const rows = await env.DB.prepare("SELECT * FROM product_invites WHERE product_id = ?").bind(product.id).all();
    expect(rows.results).toHaveLength(1);
    expect(JSON.stringify(rows.results)).not.toContain(token);
    expect(rows.results[0]!.token_hash).toBe(await sha256Hex(token));
    // The owner sees it in the open list, without its link.
    const listed = await members(owner, product.id);
    expect(listed.invites).toEqual([{ id: made.id, role: "editor", email: null, createdAt: made.createdAt, expiresAt: made.expiresAt }]);
  });

  it("lets a signed-in user preview and join; the member then reads the product, its items and its members", async () => {
    const owner = await signedInUser("join-owner");
    const product = await createProduct(owner);
    const itemId = await savedId(
      await saveItem(owner, {
        messages: [
          { role: "user", content: "Plan" },
          { role: "assistant", content: "# Plan" },
        ],
        productId: product.id,
      }),
    );
    // Personal work outside the product stays the owner's alone.
    const personal = await savedId(
      await saveItem(owner, {
        messages: [
          { role: "user", content: "Private" },
          { role: "assistant", content: "x" },
        ],
      }),
    );
    const { token } = await invite(owner, product.id, { role: "commenter" });
    const me = await signedInUser("join-member");

    const preview = await call("GET", `/api/invites/${token}`, { cookie: me.cookie });
    expect(preview.status).toBe(200);
    expect(invitePreviewSchema.parse(await preview.json())).toMatchObject({
      productName: product.name,
      ownerEmail: owner.email,
      role: "commenter",
    });

    const joined = await accept(me, token);
    expect(joined.status).toBe(200);
    expect(acceptInviteResponseSchema.parse(await joined.json())).toEqual({ productId: product.id, role: "commenter" });

    const detail = productDetailResponseSchema.parse(await openProduct(me, product.id));
    expect(detail.product).toMatchObject({ id: product.id, role: "commenter", ownerEmail: owner.email, items: 1 });
    expect(detail.items.map((item) => item.id)).toEqual([itemId]);
    expect((await call("GET", `/api/conversations/${personal}`, { cookie: me.cookie })).status).toBe(404);

    const list = productListResponseSchema.parse(await (await call("GET", "/api/products", { cookie: me.cookie })).json());
    expect(list.products).toEqual([expect.objectContaining({ id: product.id, role: "commenter", ownerEmail: owner.email })]);
    const own = productListResponseSchema.parse(await (await call("GET", "/api/products", { cookie: owner.cookie })).json());
    expect(own.products).toEqual([expect.objectContaining({ id: product.id, role: "owner", ownerEmail: null })]);

    const seen = await members(me, product.id);
    expect(seen.members.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: owner.email, role: "owner" },
      { email: me.email, role: "commenter" },
    ]);
    // Open invites are the owner's to see.
    expect(seen.invites).toEqual([]);
    expect((await members(owner, product.id)).invites).toHaveLength(1);

    // The product page's loader answers the member too, with their role and the owner's items.
    const page = await productPage(me, product.id);
    expect(page).toMatchObject({ role: "commenter", product: { id: product.id, role: "commenter" }, wireframeSets: [] });
    expect(page.timeline.map((entry) => entry.id)).toEqual([itemId]);
    expect((await productPage(owner, product.id)).role).toBe("owner");
  });

  it("refuses an expired link (410), on the preview and on accepting", async () => {
    const owner = await signedInUser("expired-owner");
    const product = await createProduct(owner);
    const made = await invite(owner, product.id, { role: "viewer" });
    await env.DB.prepare("UPDATE product_invites SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, made.id)
      .run();
    const me = await signedInUser("expired-member");
    expect(await errorOf(await call("GET", `/api/invites/${made.token}`, { cookie: me.cookie }))).toMatchObject({
      status: 410,
      message: INVITE_MESSAGES.expired,
    });
    expect(await errorOf(await accept(me, made.token))).toMatchObject({ status: 410, message: INVITE_MESSAGES.expired });
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    // An expired link is no longer listed as open.
    expect((await members(owner, product.id)).invites).toEqual([]);
  });

  it("refuses a revoked or unknown link (404) and lists it no more", async () => {
    const owner = await signedInUser("revoke-owner");
    const product = await createProduct(owner);
    const made = await invite(owner, product.id, { role: "editor" });
    expect((await call("DELETE", `/api/products/${product.id}/invites/${made.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await members(owner, product.id)).invites).toEqual([]);
    expect((await call("DELETE", `/api/products/${product.id}/invites/${made.id}`, { cookie: owner.cookie })).status).toBe(404);
    const me = await signedInUser("revoke-member");
    expect(await errorOf(await accept(me, made.token))).toMatchObject({ status: 404, message: INVITE_MESSAGES.notValid });
    expect(await errorOf(await call("GET", `/api/invites/${made.token}`, { cookie: me.cookie }))).toMatchObject({
      status: 404,
      message: INVITE_MESSAGES.notValid,
    });
    expect(await errorOf(await accept(me, "not-a-token"))).toMatchObject({ status: 404, message: INVITE_MESSAGES.notValid });
    expect(await errorOf(await call("GET", `/api/invites/${"x".repeat(500)}`, { cookie: me.cookie }))).toMatchObject({ status: 404 });
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
  });

  it("binds a link to one e-mail address, case-insensitively", async () => {
    const owner = await signedInUser("email-owner");
    const product = await createProduct(owner);
    const invited = await signedInUser("email-invited");
    const other = await signedInUser("email-other");
    const made = await invite(owner, product.id, { role: "viewer", email: `  ${invited.email.toUpperCase()} ` });
    expect(made.email).toBe(invited.email);
    expect(await errorOf(await accept(other, made.token))).toMatchObject({ status: 403, message: INVITE_MESSAGES.otherEmail });
    expect((await call("GET", `/api/invites/${made.token}`, { cookie: other.cookie })).status).toBe(403);
    expect((await call("GET", `/api/products/${product.id}`, { cookie: other.cookie })).status).toBe(404);
    // Stored in another case (an older row), it still matches.
    await env.DB.prepare("UPDATE product_invites SET email = ? WHERE id = ?").bind(invited.email.toUpperCase(), made.id).run();
    expect((await accept(invited, made.token)).status).toBe(200);
    expect((await openProduct(invited, product.id)).product.role).toBe("viewer");
  });

  it("tells the owner they own the product already (409)", async () => {
    const owner = await signedInUser("own-link");
    const product = await createProduct(owner);
    const made = await invite(owner, product.id, { role: "editor" });
    expect(await errorOf(await accept(owner, made.token))).toMatchObject({ status: 409, message: INVITE_MESSAGES.ownProduct });
    expect((await call("GET", `/api/invites/${made.token}`, { cookie: owner.cookie })).status).toBe(409);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM product_members WHERE product_id = ?").bind(product.id).first())!.n).toBe(0);
  });

  it("gives a member who accepts another link that link's role", async () => {
    const owner = await signedInUser("rejoin-owner");
    const product = await createProduct(owner);
    const me = await joinedAs(owner, product.id, "viewer");
    const { token } = await invite(owner, product.id, { role: "editor" });
    expect(await (await accept(me, token)).json()).toEqual({ productId: product.id, role: "editor" });
    expect((await members(owner, product.id)).members).toHaveLength(2);
  });

  it("keeps a demoted member's lower role when they accept their old link again; a newer link raises it", async () => {
    const owner = await signedInUser("demote-owner");
    const product = await createProduct(owner);
    const { token: old } = await invite(owner, product.id, { role: "editor" });
    const me = await signedInUser("demote-member");
    expect(await (await accept(me, old)).json()).toEqual({ productId: product.id, role: "editor" });
    const demoted = await call("PATCH", `/api/products/${product.id}/members/${me.user.id}`, {
      cookie: owner.cookie,
      body: { role: "viewer" },
    });
    expect(demoted.status).toBe(200);

    // The attack: the same link again would have made them an editor once more.
    const again = await accept(me, old);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ productId: product.id, role: "viewer" });
    expect((await members(owner, product.id)).members.map((member) => member.role)).toEqual(["owner", "viewer"]);
    expect(
      await errorOf(await call("PATCH", `/api/products/${product.id}`, { cookie: me.cookie, body: { notes: "Mine now" } })),
    ).toMatchObject({ status: 403, message: ROLE_MESSAGES.editorOnly });

    // A link the owner makes after the change is their new decision: it raises the role.
    await afterNow();
    const { token: newer } = await invite(owner, product.id, { role: "commenter" });
    expect(await (await accept(me, newer)).json()).toEqual({ productId: product.id, role: "commenter" });
    // And the old link, older than that too, changes nothing.
    expect(await (await accept(me, old)).json()).toEqual({ productId: product.id, role: "commenter" });
  });

  it("does not let a removed member back in with a link made before the removal; a newer link does", async () => {
    const owner = await signedInUser("removed-owner");
    const product = await createProduct(owner);
    const { token: old } = await invite(owner, product.id, { role: "editor" });
    const me = await signedInUser("removed-member");
    expect((await accept(me, old)).status).toBe(200);
    expect((await call("DELETE", `/api/products/${product.id}/members/${me.user.id}`, { cookie: owner.cookie })).status).toBe(204);

    // The attack: the same link again would have let them straight back in.
    expect(await errorOf(await accept(me, old))).toMatchObject({ status: 403, message: INVITE_MESSAGES.removed });
    expect(await errorOf(await call("GET", `/api/invites/${old}`, { cookie: me.cookie }))).toMatchObject({
      status: 403,
      message: INVITE_MESSAGES.removed,
    });
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    // The removal is kept apart from the members: the list and the count know nothing of it.
    expect((await members(owner, product.id)).members.map((member) => member.role)).toEqual(["owner"]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM product_members WHERE product_id = ?").bind(product.id).first())!.n).toBe(0);
    // Others still join by the same link.
    const other = await signedInUser("removed-other");
    expect(await (await accept(other, old)).json()).toEqual({ productId: product.id, role: "editor" });

    await afterNow();
    const { token: newer } = await invite(owner, product.id, { role: "viewer" });
    expect(await (await accept(me, newer)).json()).toEqual({ productId: product.id, role: "viewer" });
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(200);
    // Back in, the old link is still older than the removal: it does not make them an editor.
    expect(await errorOf(await accept(me, old))).toMatchObject({ status: 403, message: INVITE_MESSAGES.removed });
    expect((await members(owner, product.id)).members.map((member) => member.role)).toEqual(["owner", "editor", "viewer"]);
  });

  it("lets a member who left rejoin with the link they used: leaving is not a removal", async () => {
    const owner = await signedInUser("left-owner");
    const product = await createProduct(owner);
    const { token } = await invite(owner, product.id, { role: "commenter" });
    const me = await signedInUser("left-member");
    expect((await accept(me, token)).status).toBe(200);
    expect((await call("DELETE", `/api/products/${product.id}/members/${me.user.id}`, { cookie: me.cookie })).status).toBe(204);
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    expect(await (await accept(me, token)).json()).toEqual({ productId: product.id, role: "commenter" });
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(200);
  });

  it(`holds at most ${MEMBER_LIMITS.membersPerProduct} members; a member already in may still take a new role`, async () => {
    const owner = await signedInUser("full-owner");
    const product = await createProduct(owner);
    const inside = await joinedAs(owner, product.id, "viewer");
    await fillMembers(product.id, MEMBER_LIMITS.membersPerProduct - 1);
    const { token } = await invite(owner, product.id, { role: "commenter" });
    const late = await signedInUser("full-late");
    expect(await errorOf(await accept(late, token))).toMatchObject({ status: 409, message: INVITE_MESSAGES.full });
    expect((await call("GET", `/api/products/${product.id}`, { cookie: late.cookie })).status).toBe(404);
    expect((await accept(inside, token)).status).toBe(200);
    expect((await members(owner, product.id)).members).toHaveLength(MEMBER_LIMITS.membersPerProduct + 1);
    // Parallel accepts by several newcomers: the bound still holds (each INSERT counts for itself).
    await env.DB.prepare(
      "DELETE FROM product_members WHERE product_id = ? AND user_id LIKE 'filler-%' AND rowid IN (SELECT rowid FROM product_members WHERE product_id = ? AND user_id LIKE 'filler-%' LIMIT 2)",
    )
      .bind(product.id, product.id)
      .run();
    const newcomers = await Promise.all([1, 2, 3, 4].map((n) => signedInUser(`full-race-${n}`)));
    const outcomes = await Promise.all(newcomers.map((me) => accept(me, token)));
    expect(outcomes.map((response) => response.status).sort()).toEqual([200, 200, 409, 409]);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM product_members WHERE product_id = ?").bind(product.id).first();
    expect(counted!.n).toBe(MEMBER_LIMITS.membersPerProduct);
  });

  it(`holds at most ${MEMBER_LIMITS.pendingInvitesPerProduct} open links; revoked and expired ones do not count`, async () => {
    const owner = await signedInUser("invites-owner");
    const product = await createProduct(owner);
    const made = [];
    for (let i = 0; i < MEMBER_LIMITS.pendingInvitesPerProduct; i++) made.push(await invite(owner, product.id, { role: "viewer" }));
    const refused = await call("POST", `/api/products/${product.id}/invites`, { cookie: owner.cookie, body: { role: "viewer" } });
    expect(await errorOf(refused)).toMatchObject({ status: 409, message: INVITE_MESSAGES.tooManyInvites });
    expect((await call("DELETE", `/api/products/${product.id}/invites/${made[0]!.id}`, { cookie: owner.cookie })).status).toBe(204);
    await env.DB.prepare("UPDATE product_invites SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, made[1]!.id)
      .run();
    await invite(owner, product.id, { role: "viewer" });
    await invite(owner, product.id, { role: "viewer" });
    expect((await call("POST", `/api/products/${product.id}/invites`, { cookie: owner.cookie, body: { role: "viewer" } })).status).toBe(
      409,
    );
    // Closed links were pruned when new ones were made: the table holds the open ones only.
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM product_invites WHERE product_id = ?").bind(product.id).first();
    expect(rows!.n).toBe(MEMBER_LIMITS.pendingInvitesPerProduct);
  });

  it("refuses a bad role or e-mail with the contract's message", async () => {
    const owner = await signedInUser("invite-validate");
    const product = await createProduct(owner);
    for (const [body, message] of [
      [{ role: "owner" }, "Choose a role: editor, commenter or viewer"],
      [{ role: "viewer", email: "not an address" }, "Enter a valid e-mail address, or leave it empty"],
    ] as const) {
      const response = await call("POST", `/api/products/${product.id}/invites`, { cookie: owner.cookie, body });
      expect(await errorOf(response)).toMatchObject({ status: 400, message });
    }
    const me = await joinedAs(owner, product.id, "viewer");
    const patch = await call("PATCH", `/api/products/${product.id}/members/${me.user.id}`, {
      cookie: owner.cookie,
      body: { role: "owner" },
    });
    expect(await errorOf(patch)).toMatchObject({ status: 400, message: "Choose a role: editor, commenter or viewer" });
  });

  it("changes a role and removes a member on their next request, and tells their open tabs", async () => {
    const owner = await signedInUser("change-owner");
    const product = await createProduct(owner);
    const me = await joinedAs(owner, product.id, "viewer");
    const events = await listen(me.cookie);
    const brief = { notes: "Edited by a member" };
    expect(await errorOf(await call("PATCH", `/api/products/${product.id}`, { cookie: me.cookie, body: brief }))).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.editorOnly,
    });

    const changed = await call("PATCH", `/api/products/${product.id}/members/${me.user.id}`, {
      cookie: owner.cookie,
      body: { role: "editor" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ member: { userId: me.user.id, email: me.email, role: "editor", addedAt: expect.any(Number) } });
    await until(() => events.some((event) => event.type === "product.updated" && event.product.id === product.id));
    const edited = await call("PATCH", `/api/products/${product.id}`, { cookie: me.cookie, body: brief });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { product: { notes: string; role: string } }).product).toMatchObject({ ...brief, role: "editor" });

    expect((await call("DELETE", `/api/products/${product.id}/members/${me.user.id}`, { cookie: owner.cookie })).status).toBe(204);
    await until(() => events.some((event) => event.type === "product.deleted" && event.productId === product.id));
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/products/${product.id}`, { cookie: me.cookie, body: brief })).status).toBe(404);
    await expect(productPage(me, product.id)).rejects.toMatchObject({ init: { status: 404 } });
    // Removing again: no such member.
    expect((await call("DELETE", `/api/products/${product.id}/members/${me.user.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect(
      (await call("PATCH", `/api/products/${product.id}/members/${owner.user.id}`, { cookie: owner.cookie, body: { role: "viewer" } }))
        .status,
    ).toBe(404);
  });

  it("lets a member leave, but not the owner", async () => {
    const owner = await signedInUser("leave-owner");
    const product = await createProduct(owner);
    const me = await joinedAs(owner, product.id, "commenter");
    const other = await joinedAs(owner, product.id, "viewer");
    expect(
      await errorOf(await call("DELETE", `/api/products/${product.id}/members/${other.user.id}`, { cookie: me.cookie })),
    ).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.ownerOnly,
    });
    expect((await call("DELETE", `/api/products/${product.id}/members/${me.user.id}`, { cookie: me.cookie })).status).toBe(204);
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    expect((await call("GET", `/api/products/${product.id}`, { cookie: other.cookie })).status).toBe(200);
    expect((await call("DELETE", `/api/products/${product.id}/members/${owner.user.id}`, { cookie: owner.cookie })).status).toBe(409);
  });

  it("tells members when the product is deleted; they lose it", async () => {
    const owner = await signedInUser("delete-owner");
    const product = await createProduct(owner);
    const me = await joinedAs(owner, product.id, "editor");
    const events = await listen(me.cookie);
    expect((await call("DELETE", `/api/products/${product.id}`, { cookie: owner.cookie })).status).toBe(204);
    await until(() => events.some((event) => event.type === "product.deleted" && event.productId === product.id));
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    const rows = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM product_members WHERE product_id = ?1) + (SELECT count(*) FROM product_invites WHERE product_id = ?1) AS n",
    )
      .bind(product.id)
      .first();
    expect(rows!.n).toBe(0);
  });

  it("deletes a member's rows with their account, and the owner's products with theirs", async () => {
    const owner = await signedInUser("account-owner");
    const product = await createProduct(owner);
    const other = await createProduct(owner, { name: "Second", idea: "y" });
    const me = await joinedAs(owner, product.id, "editor");
    await joinedAs(owner, other.id, "viewer");
    await invite(owner, other.id, { role: "viewer" });
    // The member also owns a product someone else joined.
    const mine = await createProduct(me, { name: "Member's own", idea: "z" });
    const guest = await joinedAs(me, mine.id, "viewer", "guest");
    const count = async (sql: string, ...binds: string[]) =>
      (await env.DB.prepare(sql)
        .bind(...binds)
        .first<{ n: number }>())!.n;
    // Removal records on both sides: the member removed from one of the owner's products, and
    // someone the member removed from theirs.
    const { token: otherLink } = await invite(owner, other.id, { role: "viewer" });
    expect((await accept(me, otherLink)).status).toBe(200);
    expect((await call("DELETE", `/api/products/${other.id}/members/${me.user.id}`, { cookie: owner.cookie })).status).toBe(204);
    const gone = await joinedAs(me, mine.id, "commenter", "gone");
    expect((await call("DELETE", `/api/products/${mine.id}/members/${gone.user.id}`, { cookie: me.cookie })).status).toBe(204);
    const removals = "SELECT count(*) AS n FROM product_member_removals WHERE user_id = ?1 OR product_id = ?2";
    expect(await count(removals, me.user.id, mine.id)).toBe(2);

    expect((await call("DELETE", "/api/auth/account", { cookie: me.cookie })).status).toBe(200);
    await finishAccountDeletion(me.user.id);
    expect(await count("SELECT count(*) AS n FROM product_members WHERE user_id = ?", me.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM product_members WHERE product_id = ?", mine.id)).toBe(0);
    expect(await count(removals, me.user.id, mine.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM products WHERE id = ?", mine.id)).toBe(0);
    expect((await call("GET", `/api/products/${mine.id}`, { cookie: guest.cookie })).status).toBe(404);
    expect((await members(owner, product.id)).members.map((member) => member.role)).toEqual(["owner"]);

    expect((await call("DELETE", "/api/auth/account", { cookie: owner.cookie })).status).toBe(200);
    await finishAccountDeletion(owner.user.id);
    expect(await count("SELECT count(*) AS n FROM products WHERE user_id = ?", owner.user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM product_members WHERE product_id IN (?, ?)", product.id, other.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM product_invites WHERE created_by = ?", owner.user.id)).toBe(0);
  });

  it(`bounds member writes per user (${MEMBER_WRITES_PER_HOUR} an hour), counting refused ones too`, async () => {
    const owner = await signedInUser("member-writes");
    const product = await createProduct(owner);
    const now = Date.now();
    // The hour's count one below the bound, as if that many writes had been made.
    await env.DB.prepare("INSERT INTO sign_in_throttle (key, failures, blocked_until, updated_at) VALUES (?, ?, ?, ?)")
      .bind(`members:${owner.user.id}`, MEMBER_WRITES_PER_HOUR - 1, now + 60 * 60 * 1000, now)
      .run();
    await invite(owner, product.id, { role: "viewer" });
    const refused = await call("POST", `/api/products/${product.id}/invites`, { cookie: owner.cookie, body: { role: "viewer" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await members(owner, product.id)).invites).toHaveLength(1);
    // Another user's writes are their own.
    const other = await signedInUser("member-writes-other");
    expect(
      (await call("POST", `/api/products/${(await createProduct(other)).id}/invites`, { cookie: other.cookie, body: { role: "viewer" } }))
        .status,
    ).toBe(201);
  });

  it("refuses a cross-site invite or accept", async () => {
    const owner = await signedInUser("invite-origin");
    const product = await createProduct(owner);
    const response = await call("POST", `/api/products/${product.id}/invites`, {
      cookie: owner.cookie,
      body: { role: "editor" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(ORIGIN).not.toBe("https://evil.example");
    expect((await members(owner, product.id)).invites).toEqual([]);
  });
});

describe("member and invite routes under fuzzed input", () => {
  const routes = [
    {
      label: "POST /api/products/:id/invites",
      method: "POST",
      path: (p: string) => `/api/products/${p}/invites`,
      schema: createInviteRequestSchema,
    },
    {
      label: "PATCH /api/products/:id/members/:userId",
      method: "PATCH",
      path: (p: string, m: string) => `/api/products/${p}/members/${m}`,
      schema: updateMemberRequestSchema,
    },
    { label: "POST /api/invites/accept", method: "POST", path: () => "/api/invites/accept", schema: acceptInviteRequestSchema },
  ] as const;
  for (const route of routes) {
    it(`${route.label}: fuzzed bodies get a success or a clear 4xx`, { timeout: 60_000 }, async () => {
      const owner = await signedInUser("fuzz-members");
      const product = await createProduct(owner);
      const member = await joinedAs(owner, product.id, "viewer");
      const path = route.path(product.id, member.user.id);
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(bodiesFor(route.schema), async (body) => {
          statuses.add(
            await expectNoServerError(
              await call(route.method, path, { cookie: owner.cookie, body }),
              `${route.label} ${JSON.stringify(body).slice(0, 300)}`,
            ),
          );
        }),
        { numRuns: 30 },
      );
      // The fuzzing reached past validation too (a made invite, a changed role; an unknown token's 404).
      const reached = route.label === "POST /api/invites/accept" ? [404] : [200, 201];
      expect(
        [...statuses].some((status) => reached.includes(status)),
        [...statuses].join(","),
      ).toBe(true);
    });
  }

  it("tokens and ids in the URL: whatever the segment, a 4xx, never a 5xx", { timeout: 60_000 }, async () => {
    const owner = await signedInUser("fuzz-member-ids");
    const product = await createProduct(owner);
    const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.constantFrom("..", "%00", "' OR 1=1 --", "a".repeat(5_000)));
    await fc.assert(
      fc.asyncProperty(segment, async (raw) => {
        const id = encodeURIComponent(raw);
        for (const [method, path] of [
          ["GET", `/api/invites/${id}`],
          ["GET", `/api/products/${id}/members`],
          ["DELETE", `/api/products/${product.id}/invites/${id}`],
          ["DELETE", `/api/products/${product.id}/members/${id}`],
        ] as const) {
          const status = await expectNoServerError(await call(method, path, { cookie: owner.cookie }), `${method} ${path.slice(0, 200)}`);
          expect(status, `${method} ${path.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: 25 },
    );
  });
});
