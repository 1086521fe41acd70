import { and, eq, inArray, sql } from "drizzle-orm";
import type { DemandTarget } from "../../shared/contracts/launch";
import type { LandingPageDoc } from "../../shared/contracts/landing-page";
import type { Database } from "../client";
import { utcDay } from "../../shared/launch-stats";
import { newId } from "../ids";
import { landingDaily, landingPages, landingSignups, landingSources, landingVisitors, products } from "../schema";

/**
 * The owner's side of a product's published page (docs/product.md#launch): publishing, taking it
 * down, who holds an address, and emptying a page before its product goes. Every statement names
 * the user in its SQL, or looks up addresses by their unique index.
 */

/** The per-user window key of publishes and unpublishes (each purges the edge cache). */
export const publishThrottleKey = (userId: string) => `publish:${userId}`;

/** Whether the product is the user's: one primary-key read, for routes that answer 404 otherwise. */
export async function ownsProduct(db: Database, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The page of a product the user owns, as stored; null when none (or not theirs). */
export async function findLaunchPage(db: Database, userId: string, productId: string) {
  const [page] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.productId, productId), eq(landingPages.userId, userId)))
    .limit(1);
  return page ?? null;
}

export type AddressHolder = { address: string; userId: string; productId: string };

/** Which of these addresses a page holds, and whose (at most a few dozen addresses, each by the unique index). */
export async function findAddressHolders(db: Database, addresses: readonly string[]): Promise<AddressHolder[]> {
  if (addresses.length === 0) return [];
  return db
    .select({ address: landingPages.address, userId: landingPages.userId, productId: landingPages.productId })
    .from(landingPages)
    .where(inArray(landingPages.address, [...addresses]))
    .limit(addresses.length);
}

export type PublishFields = {
  address: string;
  doc: LandingPageDoc;
  question: string;
  contactEmail: string;
  headlineB: string | null;
  target: DemandTarget | null;
};

export type PublishOutcome = { ok: true; pageId: string } | { ok: false; reason: "not_found" | "taken" };

/** Whether a failed statement broke the unique address index: the address is another page's. */
function addressTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.message.includes("UNIQUE constraint failed: landing_pages.address")) return true;
  }
  return false;
}

/**
 * Publishes the product's page, or publishes it again, in one statement: the product's one row
 * is inserted, or updated in place (so its sign-ups and counts stay), live, with this document
 * and `published_at` now. Nothing is written for a product that is not the user's. An address
 * another page holds is refused by the unique index itself, so two founders racing for one
 * address cannot both get it.
 */
export async function publishPage(
  db: Database,
  userId: string,
  productId: string,
  fields: PublishFields,
  now = Date.now(),
): Promise<PublishOutcome> {
  const { target } = fields;
  const doc = JSON.stringify(fields.doc);
  const abSince = fields.headlineB === null ? null : utcDay(now);
  try {
    // drizzle inserts a raw SELECT into every column in the schema's order: id, user_id, product_id,
    // address, live, doc, headline_b, ab_since, question, contact_email, target_signups,
    // target_visitors, target_date, signups, published_at, created_at.
    const [row] = await db
      .insert(landingPages)
      .select(
        sql`SELECT ${newId()}, ${userId}, ${products.id}, ${fields.address}, 1, ${doc}, ${fields.headlineB}, ${abSince}, ${fields.question}, ${fields.contactEmail},
            ${target?.signups ?? null}, ${target?.visitors ?? null}, ${target?.date ?? null}, 0, ${now}, ${now}
            FROM ${products} WHERE ${products.id} = ${productId} AND ${products.userId} = ${userId}`,
      )
      .onConflictDoUpdate({
        target: landingPages.productId,
        set: {
          address: sql`excluded.address`,
          live: true,
          doc: sql`excluded.doc`,
          headlineB: sql`excluded.headline_b`,
          // The A/B test starts again when the second headline is set, changed or removed; the
          // same headline published again keeps counting from where it started.
          abSince: sql`CASE WHEN ${landingPages.headlineB} IS excluded.headline_b THEN ${landingPages.abSince} ELSE excluded.ab_since END`,
          question: sql`excluded.question`,
          contactEmail: sql`excluded.contact_email`,
          targetSignups: sql`excluded.target_signups`,
          targetVisitors: sql`excluded.target_visitors`,
          targetDate: sql`excluded.target_date`,
          publishedAt: sql`excluded.published_at`,
        },
        setWhere: sql`${landingPages.userId} = excluded.user_id`,
      })
      .returning({ id: landingPages.id });
    return row ? { ok: true, pageId: row.id } : { ok: false, reason: "not_found" };
  } catch (error) {
    if (addressTaken(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

export type Unpublished = { address: string; wasLive: boolean };

/**
 * Takes the product's page down (the row, its address and sign-ups stay): its address, and whether
 * it was live until now (a page already down is left as it is); null when the product has none.
 */
export async function unpublishPage(db: Database, userId: string, productId: string): Promise<Unpublished | null> {
  const mine = and(eq(landingPages.productId, productId), eq(landingPages.userId, userId));
  const [row] = await db
    .update(landingPages)
    .set({ live: false })
    .where(and(mine, eq(landingPages.live, true)))
    .returning({ address: landingPages.address });
  if (row) return { address: row.address, wasLive: true };
  const [down] = await db.select({ address: landingPages.address }).from(landingPages).where(mine).limit(1);
  return down ? { address: down.address, wasLive: false } : null;
}

/** Rows one statement deletes at most when a product's page is emptied: small enough, triggers included, that no statement holds D1 for long. */
export const PAGE_DELETION_CHUNK_ROWS = 500;

/**
 * Takes the product's page down and empties it a bounded chunk at a time — sign-ups, visitors,
 * daily counts, sources — so that deleting a product with a 20,000-name waitlist never holds D1
 * in one long statement (the product's own delete then cascades to an empty page). Scoped by the
 * user's page of this product: nothing happens for anyone else's. Answers the page's address
 * (null when the product has none).
 */
export async function emptyLaunchPage(db: Database, userId: string, productId: string): Promise<string | null> {
  // Offline first, so no sign-up arrives while the rows go.
  const address = (await unpublishPage(db, userId, productId))?.address ?? null;
  if (address === null) return null;
  const page = sql`(SELECT ${landingPages.id} FROM ${landingPages} WHERE ${landingPages.productId} = ${productId} AND ${landingPages.userId} = ${userId})`;
  const chunk = (table: typeof landingSignups | typeof landingVisitors | typeof landingDaily | typeof landingSources) =>
    db.delete(table).where(sql`rowid IN (SELECT rowid FROM ${table} WHERE ${table.pageId} = ${page} LIMIT ${PAGE_DELETION_CHUNK_ROWS})`);
  for (const table of [landingSignups, landingVisitors, landingDaily, landingSources]) {
    let deleted: number;
    do deleted = (await chunk(table)).meta.changes;
    while (deleted >= PAGE_DELETION_CHUNK_ROWS);
  }
  return address;
}
