import { and, asc, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import {
  MEMBER_LIMITS,
  MEMBER_ROLES,
  ROLE_RANK,
  type InviteDto,
  type MemberDto,
  type MemberRole,
  type ProductRole,
} from "../../shared/contracts/product-members";
import type { Database } from "../client";
import { newId } from "../ids";
import { productInvites, productMemberRemovals, productMembers, products, users } from "../schema";

/**
 * Who may read or change a product (docs/product.md#members-and-roles), decided inside each
 * statement: its owner (`products.user_id`), or a member whose row holds a role at least the
 * one asked for. Nothing here trusts a role read by an earlier statement, so a member removed
 * (or demoted) between two requests is refused by the next one.
 */

/** The member roles at least as strong as `atLeast` (the owner is not a member role). */
function memberRolesFrom(atLeast: ProductRole): MemberRole[] {
  return MEMBER_ROLES.filter((role) => ROLE_RANK[role] >= ROLE_RANK[atLeast]);
}

/**
 * True for the row of `products` (named by `productRef`, "products" unless aliased) when `userId`
 * owns it or is a member with at least `atLeast`. Spelled out in SQL: drizzle writes a one-table
 * select's columns unqualified, which inside a subquery would name the inner table's.
 */
export function productAccess(userId: string, atLeast: ProductRole, productRef: SQL = sql.raw(`"products"`)): SQL {
  const roles = memberRolesFrom(atLeast);
  if (roles.length === 0) return sql`${productRef}."user_id" = ${userId}`;
  const roleList = sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`(${productRef}."user_id" = ${userId} OR EXISTS (SELECT 1 FROM "product_members" AS access
    WHERE access."product_id" = ${productRef}."id" AND access."user_id" = ${userId} AND access."role" IN (${roleList})))`;
}

/** The caller's role in the row of `products`: "owner", a member's role, or NULL for a stranger. */
export function productRoleOf(userId: string, productRef: SQL = sql.raw(`"products"`)): SQL<ProductRole | null> {
  return sql<ProductRole | null>`(CASE WHEN ${productRef}."user_id" = ${userId} THEN 'owner' ELSE
    (SELECT own."role" FROM "product_members" AS own WHERE own."product_id" = ${productRef}."id" AND own."user_id" = ${userId}) END)`;
}

/**
 * The user id whose items make up a product's content, for a reader with at least `atLeast`:
 * the owner's id, or NULL (matching nothing) when the reader has no such access. Content queries
 * compare `conversations.user_id` with it, so the membership check is in their own statement.
 */
export function productContentOwner(readerId: string, productId: string, atLeast: ProductRole = "viewer"): SQL<string | null> {
  const p = sql.raw(`"scope_product"`);
  return sql<
    string | null
  >`(SELECT ${p}."user_id" FROM "products" AS ${p} WHERE ${p}."id" = ${productId} AND ${productAccess(readerId, atLeast, p)})`;
}

/** The caller's role in a product; null when they have none (unknown product, stranger, removed member). */
export async function findProductRole(db: Database, userId: string, productId: string): Promise<ProductRole | null> {
  const [row] = await db
    .select({ role: productRoleOf(userId) })
    .from(products)
    .where(and(eq(products.id, productId), productAccess(userId, "viewer")))
    .limit(1);
  return row?.role ?? null;
}

const openInvite = (now: number) => and(isNull(productInvites.revokedAt), gt(productInvites.expiresAt, new Date(now)));

/** The product's open invites are counted by the statement that adds one. */
const openInviteCount = (productId: string, now: number) =>
  sql`(SELECT count(*) FROM "product_invites" AS open WHERE open."product_id" = ${productId} AND open."revoked_at" IS NULL AND open."expires_at" > ${now})`;

function toInviteDto(row: { id: string; role: MemberRole; email: string | null; createdAt: Date; expiresAt: Date }): InviteDto {
  return { id: row.id, role: row.role, email: row.email, createdAt: row.createdAt.getTime(), expiresAt: row.expiresAt.getTime() };
}

const inviteColumns = {
  id: productInvites.id,
  role: productInvites.role,
  email: productInvites.email,
  createdAt: productInvites.createdAt,
  expiresAt: productInvites.expiresAt,
};

/**
 * Everyone in a product, owner first, then members by when they joined, with their e-mails; and
 * the open invites, for the owner only (an empty list for everyone else). Null when the caller
 * has no access. One batch: both lists are of the same moment.
 */
export async function listMembers(
  db: Database,
  userId: string,
  productId: string,
  now = Date.now(),
): Promise<{ members: MemberDto[]; invites: InviteDto[] } | null> {
  const readable = and(eq(products.id, productId), productAccess(userId, "viewer"));
  const [owners, members, invites] = await db.batch([
    db
      .select({ userId: products.userId, email: users.email, addedAt: products.createdAt })
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .where(readable)
      .limit(1),
    db
      .select({ userId: productMembers.userId, email: users.email, role: productMembers.role, addedAt: productMembers.addedAt })
      .from(productMembers)
      .innerJoin(products, eq(products.id, productMembers.productId))
      .innerJoin(users, eq(users.id, productMembers.userId))
      .where(and(eq(productMembers.productId, productId), readable))
      .orderBy(asc(productMembers.addedAt), asc(productMembers.userId))
      .limit(MEMBER_LIMITS.membersPerProduct),
    db
      .select(inviteColumns)
      .from(productInvites)
      .innerJoin(products, eq(products.id, productInvites.productId))
      .where(and(eq(productInvites.productId, productId), eq(products.userId, userId), openInvite(now)))
      .orderBy(desc(productInvites.createdAt), desc(productInvites.id))
      .limit(MEMBER_LIMITS.pendingInvitesPerProduct),
  ]);
  const [owner] = owners;
  if (!owner) return null;
  return {
    members: [
      { userId: owner.userId, email: owner.email, role: "owner", addedAt: owner.addedAt.getTime() },
      ...members.map((row) => ({ ...row, addedAt: row.addedAt.getTime() })),
    ],
    invites: invites.map(toInviteDto),
  };
}

/** Everyone in a product (owner first), for realtime fan-out only: never an access check. */
export async function productPeople(db: Database, productId: string): Promise<{ ownerId: string | null; memberIds: string[] }> {
  const [owners, members] = await db.batch([
    db.select({ userId: products.userId }).from(products).where(eq(products.id, productId)).limit(1),
    db
      .select({ userId: productMembers.userId })
      .from(productMembers)
      .where(eq(productMembers.productId, productId))
      .limit(MEMBER_LIMITS.membersPerProduct),
  ]);
  return { ownerId: owners[0]?.userId ?? null, memberIds: members.map((row) => row.userId) };
}

/** An invite token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newInviteToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase64urlNoPadding(bytes);
}

export async function hashInviteToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return encodeHexLowerCase(new Uint8Array(digest));
}

/**
 * A new invite link for the product's owner. The INSERT itself checks ownership and the open
 * invites' bound, so parallel requests cannot pass it together; the same batch first prunes the
 * product's closed (revoked or expired) invites, so the table holds about one product's open ones.
 * Null when the caller does not own the product or it has MEMBER_LIMITS.pendingInvitesPerProduct
 * open invites (the caller tells which apart by the role it read).
 */
export async function createInvite(
  db: Database,
  ownerId: string,
  productId: string,
  invite: { role: MemberRole; email: string | null },
  now = Date.now(),
): Promise<(InviteDto & { token: string }) | null> {
  const token = newInviteToken();
  const tokenHash = await hashInviteToken(token);
  const id = newId();
  const expiresAt = now + MEMBER_LIMITS.inviteDays * 24 * 60 * 60 * 1000;
  const owned = sql`EXISTS (SELECT 1 FROM "products" AS mine WHERE mine."id" = ${productId} AND mine."user_id" = ${ownerId})`;
  const [, inserted] = await db.batch([
    db
      .delete(productInvites)
      .where(
        and(
          eq(productInvites.productId, productId),
          sql`(${productInvites.revokedAt} IS NOT NULL OR ${productInvites.expiresAt} <= ${now})`,
          owned,
        ),
      ),
    // Columns in the schema's order: id, product_id, role, token_hash, email, created_at, expires_at, revoked_at, created_by.
    db
      .insert(productInvites)
      .select(
        sql`SELECT ${id}, ${productId}, ${invite.role}, ${tokenHash}, ${invite.email}, ${now}, ${expiresAt}, NULL, ${ownerId}
            WHERE ${owned} AND ${openInviteCount(productId, now)} < ${MEMBER_LIMITS.pendingInvitesPerProduct}`,
      )
      .returning(inviteColumns),
  ]);
  const [row] = inserted;
  return row ? { ...toInviteDto(row), token } : null;
}

/** Revokes one open invite of a product the caller owns; false when there is no such invite. */
export async function revokeInvite(db: Database, ownerId: string, productId: string, inviteId: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(productInvites)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(productInvites.id, inviteId),
        eq(productInvites.productId, productId),
        openInvite(now),
        sql`EXISTS (SELECT 1 FROM "products" AS mine WHERE mine."id" = ${productId} AND mine."user_id" = ${ownerId})`,
      ),
    )
    .returning({ id: productInvites.id });
  return rows.length > 0;
}

export type InviteRefusal = "notValid" | "expired" | "otherEmail" | "ownProduct" | "removed" | "full";

type InviteState = {
  productId: string;
  productName: string;
  ownerId: string;
  ownerEmail: string;
  role: MemberRole;
  email: string | null;
  expiresAt: number;
  revoked: boolean;
  /** The owner removed the reader from the product at or after this link was made. */
  removedSince: boolean;
};

/** An invite by its token, with its product and owner, as `readerId` may use it; null for an unknown (or pruned) token. */
async function findInvite(db: Database, token: string, readerId: string): Promise<InviteState | null> {
  if (token.length === 0 || token.length > MEMBER_LIMITS.tokenCharacters) return null;
  const [row] = await db
    .select({
      productId: productInvites.productId,
      productName: products.name,
      ownerId: products.userId,
      ownerEmail: users.email,
      role: productInvites.role,
      email: productInvites.email,
      expiresAt: productInvites.expiresAt,
      revokedAt: productInvites.revokedAt,
      removedSince: sql<number>`(${productMemberRemovals.removedAt} IS NOT NULL AND ${productMemberRemovals.removedAt} >= ${productInvites.createdAt})`,
    })
    .from(productInvites)
    .innerJoin(products, eq(products.id, productInvites.productId))
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(
      productMemberRemovals,
      and(eq(productMemberRemovals.productId, productInvites.productId), eq(productMemberRemovals.userId, readerId)),
    )
    .where(eq(productInvites.tokenHash, await hashInviteToken(token)))
    .limit(1);
  if (!row) return null;
  const { revokedAt, expiresAt, removedSince, ...rest } = row;
  return { ...rest, expiresAt: expiresAt.getTime(), revoked: revokedAt !== null, removedSince: Boolean(removedSince) };
}

/** Why this user may not take this invite (before the member bound, which only the write decides). */
function refusalOf(invite: InviteState | null, user: { id: string; email: string }, now: number): InviteRefusal | null {
  if (!invite || invite.revoked) return "notValid";
  if (invite.expiresAt <= now) return "expired";
  // The owner hears that it is theirs, whoever the link is for.
  if (invite.ownerId === user.id) return "ownProduct";
  if (invite.email !== null && invite.email.toLowerCase() !== user.email.toLowerCase()) return "otherEmail";
  if (invite.removedSince) return "removed";
  return null;
}

/** What `/invite/{token}` shows to this signed-in user, or why the invite would be refused. */
export async function previewInvite(
  db: Database,
  user: { id: string; email: string },
  token: string,
  now = Date.now(),
): Promise<
  | { ok: true; preview: { productName: string; ownerEmail: string; role: MemberRole; expiresAt: number } }
  | { ok: false; refusal: InviteRefusal }
> {
  const invite = await findInvite(db, token, user.id);
  const refusal = refusalOf(invite, user, now);
  if (refusal || !invite) return { ok: false, refusal: refusal ?? "notValid" };
  return {
    ok: true,
    preview: { productName: invite.productName, ownerEmail: invite.ownerEmail, role: invite.role, expiresAt: invite.expiresAt },
  };
}

/**
 * Joins a product by an invite. The one INSERT decides everything: the invite is open and not
 * expired, the e-mail (if any) is the accepting account's (case-insensitively), the caller is not
 * the owner, the owner has not removed the caller at or after the link was made, and the product
 * has fewer than MEMBER_LIMITS.membersPerProduct members — unless the caller is one already, whose
 * role then becomes the invite's only when the link is newer than their role (else it stays, and
 * is answered). So a link cannot undo a later decision of the owner. When it writes nothing, the
 * invite is read again to say why.
 */
export async function acceptInvite(
  db: Database,
  userId: string,
  token: string,
  now = Date.now(),
): Promise<{ ok: true; productId: string; role: MemberRole } | { ok: false; refusal: InviteRefusal }> {
  if (token.length > 0 && token.length <= MEMBER_LIMITS.tokenCharacters) {
    const tokenHash = await hashInviteToken(token);
    // The link is newer than the member's role: only then may it change it (and its time).
    const newer = sql`"product_members"."role_set_at" < (SELECT link."created_at" FROM "product_invites" AS link WHERE link."token_hash" = ${tokenHash})`;
    // Columns in the schema's order: product_id, user_id, role, added_at, role_set_at.
    const [row] = await db
      .insert(productMembers)
      .select(
        sql`SELECT inv."product_id", ${userId}, inv."role", ${now}, ${now}
            FROM "product_invites" AS inv JOIN "products" AS target ON target."id" = inv."product_id"
            WHERE inv."token_hash" = ${tokenHash} AND inv."revoked_at" IS NULL AND inv."expires_at" > ${now}
              AND (inv."email" IS NULL OR lower(inv."email") = (SELECT lower(me."email") FROM "users" AS me WHERE me."id" = ${userId}))
              AND target."user_id" <> ${userId}
              AND NOT EXISTS (SELECT 1 FROM "product_member_removals" AS gone
                WHERE gone."product_id" = inv."product_id" AND gone."user_id" = ${userId} AND gone."removed_at" >= inv."created_at")
              AND ((SELECT count(*) FROM "product_members" AS counted WHERE counted."product_id" = inv."product_id") < ${MEMBER_LIMITS.membersPerProduct}
                OR EXISTS (SELECT 1 FROM "product_members" AS already WHERE already."product_id" = inv."product_id" AND already."user_id" = ${userId}))`,
      )
      .onConflictDoUpdate({
        target: [productMembers.productId, productMembers.userId],
        set: {
          role: sql`CASE WHEN ${newer} THEN excluded."role" ELSE "product_members"."role" END`,
          roleSetAt: sql`CASE WHEN ${newer} THEN excluded."role_set_at" ELSE "product_members"."role_set_at" END`,
        },
      })
      .returning({ productId: productMembers.productId, role: productMembers.role });
    if (row) return { ok: true, productId: row.productId, role: row.role };
  }
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const invite = await findInvite(db, token, userId);
  return { ok: false, refusal: refusalOf(invite, { id: userId, email: me?.email ?? "" }, now) ?? "full" };
}

/**
 * Gives a member another role, by the product's owner (checked in the UPDATE); the member as the
 * list shows them, or null when there is no such member of a product the caller owns.
 */
export async function changeMemberRole(
  db: Database,
  ownerId: string,
  productId: string,
  memberId: string,
  role: MemberRole,
  now = Date.now(),
): Promise<MemberDto | null> {
  const [updated, [member]] = await db.batch([
    db
      .update(productMembers)
      // An invite link made before now can no longer change this role.
      .set({ role, roleSetAt: new Date(now) })
      .where(
        and(
          eq(productMembers.productId, productId),
          eq(productMembers.userId, memberId),
          sql`EXISTS (SELECT 1 FROM "products" AS mine WHERE mine."id" = ${productId} AND mine."user_id" = ${ownerId})`,
        ),
      )
      .returning({ userId: productMembers.userId }),
    db
      .select({ userId: productMembers.userId, email: users.email, role: productMembers.role, addedAt: productMembers.addedAt })
      .from(productMembers)
      .innerJoin(users, eq(users.id, productMembers.userId))
      .where(and(eq(productMembers.productId, productId), eq(productMembers.userId, memberId)))
      .limit(1),
  ]);
  if (updated.length === 0 || !member) return null;
  return { ...member, addedAt: member.addedAt.getTime() };
}

/**
 * Removes a member: by the product's owner (checked in the DELETE), or by the member themselves
 * (leaving). The owner's removal is also recorded, in the same batch, so that no invite link made
 * until now lets them back in; leaving is not recorded (they may rejoin by any open link). False
 * when nothing was removed.
 */
export async function removeMember(
  db: Database,
  callerId: string,
  productId: string,
  memberId: string,
  now = Date.now(),
): Promise<boolean> {
  const remove = (allowed?: SQL) =>
    db
      .delete(productMembers)
      .where(and(eq(productMembers.productId, productId), eq(productMembers.userId, memberId), allowed))
      .returning({ userId: productMembers.userId });
  if (callerId === memberId) return (await remove()).length > 0;
  const owned = sql`EXISTS (SELECT 1 FROM "products" AS mine WHERE mine."id" = ${productId} AND mine."user_id" = ${callerId})`;
  const [, rows] = await db.batch([
    // Columns in the schema's order: product_id, user_id, removed_at. Written first, while the member row still exists.
    db
      .insert(productMemberRemovals)
      .select(
        sql`SELECT m."product_id", m."user_id", ${now} FROM "product_members" AS m
            WHERE m."product_id" = ${productId} AND m."user_id" = ${memberId} AND ${owned}`,
      )
      .onConflictDoUpdate({
        target: [productMemberRemovals.productId, productMemberRemovals.userId],
        set: { removedAt: sql`excluded."removed_at"` },
      }),
    remove(owned),
  ]);
  return rows.length > 0;
}
