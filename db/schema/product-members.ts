import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";
import { products } from "./products";
import { users } from "./users";

/**
 * People with access to a product besides its owner (docs/product.md#members-and-roles). The
 * owner is `products.user_id`, never a row here. Both sides cascade: deleting the product or the
 * member's account takes the row with it.
 */
export const productMembers = sqliteTable(
  "product_members",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["editor", "commenter", "viewer"] }).notNull(),
    addedAt: integer("added_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    // When the owner last set this role, or the member joined or took a newer link: an invite
    // made at or before it cannot change the role again (docs/product.md#members-and-roles).
    roleSetAt: integer("role_set_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    // "Products shared with me" and account deletion read a user's memberships through this.
    index("product_members_user_idx").on(t.userId),
    check("product_members_role_check", sql`${t.role} IN ('editor', 'commenter', 'viewer')`),
  ],
);

/**
 * The owner's last removal of each person from a product (leaving is not one), so that an invite
 * made at or before it cannot let them back in. Not a member row: member counts, lists, presence
 * and access never see it. Cascades like a member row; account deletion removes it in chunks.
 */
export const productMemberRemovals = sqliteTable(
  "product_member_removals",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    removedAt: integer("removed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    // Account deletion finds a user's removals through this.
    index("product_member_removals_user_idx").on(t.userId),
  ],
);

/**
 * Invite links: one role each, optionally bound to one e-mail address. Only the SHA-256 of the
 * token is stored (hex), so a leaked table hands out no working link. A link is open while it is
 * neither revoked nor past `expires_at`; closed ones are pruned when the owner makes a new one.
 */
export const productInvites = sqliteTable(
  "product_invites",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["editor", "commenter", "viewer"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    // Stored lower-cased (the contract lower-cases it), compared with the accepting account's e-mail.
    email: text("email"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    // A product's invites (the open list, the open count checked when one is made).
    index("product_invites_product_idx").on(t.productId, t.expiresAt),
    index("product_invites_created_by_idx").on(t.createdBy),
    check("product_invites_role_check", sql`${t.role} IN ('editor', 'commenter', 'viewer')`),
  ],
);

export type ProductMember = typeof productMembers.$inferSelect;
export type ProductInvite = typeof productInvites.$inferSelect;
