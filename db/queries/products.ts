import { and, desc, eq, sql } from "drizzle-orm";
import {
  personaSchema,
  type CreateProductRequest,
  type Persona,
  type ProductDto,
  type ProductSummaryDto,
  type UpdateProductRequest,
} from "../../shared/contracts/products";
import type { Database } from "../client";
import { newId } from "../ids";
import type { ProductRole } from "../../shared/contracts/product-members";
import { conversations, productMembers, products, users, type Product } from "../schema";
import { productAccess, productRoleOf } from "./product-members";
import { emptyProductComments } from "./comment-changes";
import { emptyLaunchPage } from "./launch-pages";
import { emptyPrototypeTests } from "./prototype-tests";

// The product page reads its timeline from here too (two statements, db/queries/product-timeline.ts).
export { productTimeline } from "./product-timeline";

/** Products one user may hold (docs/product.md#products); creating one more answers 409. */
export const MAX_PRODUCTS_PER_USER = 200;

/**
 * How many saved items a product holds, counted in the row's own query (the owner's rows only).
 * Spelled out: drizzle writes columns of a one-table select unqualified, which inside this
 * subquery would name the inner table's columns.
 */
const itemCount = sql<number>`(SELECT count(*) FROM conversations AS item WHERE item.product_id = "products"."id" AND item.user_id = "products"."user_id")`;

const productColumns = {
  id: products.id,
  userId: products.userId,
  name: products.name,
  idea: products.idea,
  audience: products.audience,
  notes: products.notes,
  personas: products.personas,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Stored personas back to the contract's shape; an entry that no longer parses is left out, not the product. */
export function parsePersonas(stored: string): Persona[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const parsed = personaSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

type Access = { role: ProductRole; ownerEmail: string | null };
const OWN: Access = { role: "owner", ownerEmail: null };

function toProductDto(row: Product & { items: number }, access: Access = OWN): ProductDto {
  return {
    ...access,
    id: row.id,
    name: row.name,
    idea: row.idea,
    audience: row.audience,
    notes: row.notes,
    personas: parsePersonas(row.personas),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    items: Number(row.items),
  };
}

const ownedBy = (userId: string, productId: string) => and(eq(products.id, productId), eq(products.userId, userId));

/**
 * A product the user owns, with its brief and personas; null when it is unknown or someone
 * else's (callers answer the same 404 for both).
 */
export async function findOwnedProduct(db: Database, userId: string, productId: string): Promise<ProductDto | null> {
  const [row] = await db
    .select({ ...productColumns, items: itemCount })
    .from(products)
    .where(ownedBy(userId, productId))
    .limit(1);
  return row ? toProductDto(row) : null;
}

/**
 * A product the user owns or is a member of (with at least `atLeast`), with the caller's role
 * and (for a member) the owner's e-mail; null for an unknown product, a stranger, a removed member
 * (the same 404) or a lesser role. Access is decided in this statement.
 */
export async function findProductForMember(
  db: Database,
  userId: string,
  productId: string,
  atLeast: ProductRole = "viewer",
): Promise<ProductDto | null> {
  const [row] = await db
    .select({ ...productColumns, items: itemCount, role: productRoleOf(userId), ownerEmail: users.email })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(eq(products.id, productId), productAccess(userId, atLeast)))
    .limit(1);
  if (!row?.role) return null;
  const { role, ownerEmail, ...product } = row;
  return toProductDto(product, role === "owner" ? OWN : { role, ownerEmail });
}

/** Products shared with one user listed at most (a member of more sees the newest ones). */
export const MAX_SHARED_PRODUCTS_LISTED = 200;

const summaryColumns = {
  id: products.id,
  name: products.name,
  idea: products.idea,
  audience: products.audience,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  items: itemCount,
};

/**
 * The user's products and those shared with them (docs/product.md#members-and-roles), newest
 * activity first: two statements in one batch, each through its own index (products by owner,
 * memberships by user), merged here.
 */
export async function listProducts(db: Database, userId: string): Promise<ProductSummaryDto[]> {
  const [own, shared] = await db.batch([
    db
      .select(summaryColumns)
      .from(products)
      .where(eq(products.userId, userId))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(MAX_PRODUCTS_PER_USER),
    db
      .select({ ...summaryColumns, role: productMembers.role, ownerEmail: users.email })
      .from(productMembers)
      .innerJoin(products, eq(products.id, productMembers.productId))
      .innerJoin(users, eq(users.id, products.userId))
      .where(eq(productMembers.userId, userId))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(MAX_SHARED_PRODUCTS_LISTED),
  ]);
  const summary = <T extends { createdAt: Date; updatedAt: Date; items: number }>(row: T) => ({
    ...row,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    items: Number(row.items),
  });
  return [...own.map((row) => summary({ ...row, ...OWN })), ...shared.map(summary)].sort(
    (a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

export type NewProduct = Required<Omit<CreateProductRequest, "personas">> & { personas: Persona[] };

/**
 * "New product". The cap is checked by the INSERT itself, so parallel creates cannot pass it
 * together; null when the user already holds MAX_PRODUCTS_PER_USER (callers answer 409).
 */
export async function createProduct(db: Database, userId: string, product: NewProduct): Promise<ProductDto | null> {
  const now = Date.now();
  const id = newId();
  // drizzle inserts a raw SELECT into every column in the schema's order: id, user_id, name,
  // idea, audience, notes, personas, created_at, updated_at.
  const [row] = await db
    .insert(products)
    .select(
      sql`SELECT ${id}, ${userId}, ${product.name}, ${product.idea}, ${product.audience}, ${product.notes}, ${JSON.stringify(product.personas)}, ${now}, ${now}
          WHERE (SELECT count(*) FROM ${products} WHERE ${products.userId} = ${userId}) < ${MAX_PRODUCTS_PER_USER}`,
    )
    .returning(productColumns);
  return row ? toProductDto({ ...row, items: 0 }) : null;
}

export type ProductChange = { [K in keyof UpdateProductRequest]?: K extends "personas" ? Persona[] : string };

/**
 * Edits the brief or replaces the persona list of a product the user owns or edits (an editor
 * member, checked in the UPDATE); null when they may not.
 */
export async function updateProduct(db: Database, userId: string, productId: string, change: ProductChange): Promise<ProductDto | null> {
  const { personas, ...brief } = change;
  const set = {
    ...Object.fromEntries(Object.entries(brief).filter(([, value]) => value !== undefined)),
    ...(personas !== undefined ? { personas: JSON.stringify(personas) } : {}),
    // An edit is activity: the product moves to the top of the list.
    updatedAt: new Date(Date.now()),
  };
  const [updated] = await db
    .update(products)
    .set(set)
    .where(and(eq(products.id, productId), productAccess(userId, "editor")))
    .returning({ id: products.id });
  return updated ? findProductForMember(db, userId, productId) : null;
}

export type DeletedProduct = {
  /** Items that stay in History, no longer in any product ("keep"). */
  kept: { id: string; title: string; updatedAt: Date; tool: string | null; shareId: string | null }[];
  /** Ids of the items deleted with the product ("delete"). */
  deletedIds: string[];
  /** The address of its published page, if it had one: the caller purges its cached copy. */
  pageAddress: string | null;
};

/**
 * Deletes a product the user owns and, with items "delete", its saved items; with "keep" they
 * stay in History with no product. One batch: the items and the product change together or
 * not at all. Null when the product is not theirs (nothing changes then: the item statements
 * match only the user's own rows, and only rows of this product).
 *
 * Its published page is taken down and emptied first, in bounded chunks (a waitlist can be long),
 * so the batch's cascade to the page has a single row left to delete; its prototype tests are
 * closed, emptied and deleted the same way.
 */
export async function deleteProduct(
  db: Database,
  userId: string,
  productId: string,
  items: "keep" | "delete",
): Promise<DeletedProduct | null> {
  const pageAddress = await emptyLaunchPage(db, userId, productId);
  await emptyPrototypeTests(db, userId, productId);
  await emptyProductComments(db, userId, productId, items);
  const inProduct = and(eq(conversations.productId, productId), eq(conversations.userId, userId));
  const deleteProductRow = db.delete(products).where(ownedBy(userId, productId)).returning({ id: products.id });
  // The item statements run first (before the product row is gone), so they see its items.
  if (items === "delete") {
    const [deletedItems, deleted] = await db.batch([
      db.delete(conversations).where(inProduct).returning({ id: conversations.id }),
      deleteProductRow,
    ]);
    return deleted.length > 0 ? { kept: [], deletedIds: deletedItems.map((row) => row.id), pageAddress } : null;
  }
  const [kept, deleted] = await db.batch([
    db.update(conversations).set({ productId: null }).where(inProduct).returning({
      id: conversations.id,
      title: conversations.title,
      updatedAt: conversations.updatedAt,
      tool: conversations.tool,
      shareId: conversations.shareId,
    }),
    deleteProductRow,
  ]);
  return deleted.length > 0 ? { kept, deletedIds: [], pageAddress } : null;
}

/** Product rooms closed per user when their sessions end, of the products they are a member of (their own are bounded by MAX_PRODUCTS_PER_USER). */
export const MAX_MEMBER_ROOMS_CLOSED = 500;

/**
 * The products whose rooms may hold a user's sockets: those they own and those they are a member
 * of (newest membership first), for closing them when the user's sessions end; never an access check.
 */
export async function productRoomsOf(db: Database, userId: string): Promise<{ owned: string[]; member: string[] }> {
  const [owned, member] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.userId, userId)).limit(MAX_PRODUCTS_PER_USER),
    db
      .select({ id: productMembers.productId })
      .from(productMembers)
      .where(eq(productMembers.userId, userId))
      .orderBy(desc(productMembers.addedAt))
      .limit(MAX_MEMBER_ROOMS_CLOSED),
  ]);
  return { owned: owned.map((row) => row.id), member: member.map((row) => row.id) };
}
