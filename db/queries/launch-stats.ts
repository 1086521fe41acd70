import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { conversations, landingDaily, landingPages, landingSignups, landingSources, resultVersions } from "../schema";
import { partsOf } from "./version-rows";

/**
 * What the owner's Launch card reads (docs/product.md#launch): a page's counts, its days, its
 * sources, its sign-ups, and the newest landing page saved in the product. Every statement finds
 * the page through (product, user) in its own SQL, so another user's product reads as nothing,
 * and each reads one page's rows by its index: bounded by that page alone.
 */

/** The user's page of the product, as a scalar subquery (the product holds at most one page). */
const ownedPage = (userId: string, productId: string) =>
  sql`(SELECT ${landingPages.id} FROM ${landingPages} WHERE ${landingPages.productId} = ${productId} AND ${landingPages.userId} = ${userId})`;

/** Sign-ups the card lists, newest first. */
export const LATEST_SIGNUPS = 20;
/** Sources the card lists, most visitors first. */
export const TOP_SOURCES = 10;
/** Saved landing pages looked at for the draft: the newest few, so a long product history costs nothing. */
export const DRAFT_CANDIDATES = 5;
/** Sign-ups one CSV query reads: the export streams page after page, never the whole list. */
export const CSV_PAGE_ROWS = 500;

const sum = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`;

export type LaunchFigures = Awaited<ReturnType<typeof readLaunchFigures>>;

/**
 * Everything the card shows but the page row, in one batch (one snapshot): per headline its views,
 * visitors and sign-ups over all days, up to the target date and since the A/B test began
 * (`ab_since`), the days since `since`, the top sources since `since`, and the latest sign-ups.
 */
export async function readLaunchFigures(db: Database, userId: string, productId: string, since: string) {
  const page = ownedPage(userId, productId);
  const pageColumn = (column: unknown) =>
    sql`(SELECT ${column} FROM ${landingPages} WHERE ${landingPages.productId} = ${productId} AND ${landingPages.userId} = ${userId})`;
  const byTarget = (column: unknown) =>
    sql<number>`coalesce(sum(CASE WHEN ${landingDaily.day} <= ${pageColumn(landingPages.targetDate)} THEN ${column} ELSE 0 END), 0)`;
  // A page whose test began before ab_since was kept (null) counts every day, as it always did.
  const sinceTest = (column: unknown) =>
    sql<number>`coalesce(sum(CASE WHEN ${landingDaily.day} >= coalesce(${pageColumn(landingPages.abSince)}, '') THEN ${column} ELSE 0 END), 0)`;
  const [variants, days, sources, latest] = await db.batch([
    db
      .select({
        variant: landingDaily.variant,
        views: sum(landingDaily.views),
        visitors: sum(landingDaily.visitors),
        signups: sum(landingDaily.signups),
        visitorsByTarget: byTarget(landingDaily.visitors),
        signupsByTarget: byTarget(landingDaily.signups),
        visitorsInTest: sinceTest(landingDaily.visitors),
        signupsInTest: sinceTest(landingDaily.signups),
      })
      .from(landingDaily)
      .where(sql`${landingDaily.pageId} = ${page}`)
      .groupBy(landingDaily.variant),
    db
      .select({
        day: landingDaily.day,
        views: sum(landingDaily.views),
        visitors: sum(landingDaily.visitors),
        signups: sum(landingDaily.signups),
      })
      .from(landingDaily)
      .where(and(sql`${landingDaily.pageId} = ${page}`, gte(landingDaily.day, since)))
      .groupBy(landingDaily.day),
    db
      .select({ source: landingSources.source, visitors: sum(landingSources.visitors) })
      .from(landingSources)
      .where(and(sql`${landingSources.pageId} = ${page}`, gte(landingSources.day, since)))
      .groupBy(landingSources.source)
      .orderBy(desc(sum(landingSources.visitors)), asc(landingSources.source))
      .limit(TOP_SOURCES),
    db
      .select({
        id: landingSignups.id,
        email: landingSignups.email,
        answer: landingSignups.answer,
        source: landingSignups.source,
        createdAt: landingSignups.createdAt,
      })
      .from(landingSignups)
      .where(sql`${landingSignups.pageId} = ${page}`)
      .orderBy(desc(landingSignups.createdAt), desc(landingSignups.id))
      .limit(LATEST_SIGNUPS),
  ]);
  return {
    variants,
    days,
    sources,
    latest: latest.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
  };
}

/**
 * The Markdown of the product's newest saved landing pages (their latest versions), newest
 * first, at most DRAFT_CANDIDATES: the caller takes the first that holds a page document. Both
 * statements are scoped by the user and the product in their SQL.
 */
export async function readDraftCandidates(db: Database, userId: string, productId: string): Promise<string[]> {
  const newest = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.productId, productId), eq(conversations.userId, userId), eq(conversations.tool, "generate-landing-page")))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(DRAFT_CANDIDATES);
  const [order, versions] = await db.batch([
    newest,
    db
      .select({ conversationId: resultVersions.conversationId, parts: resultVersions.parts })
      .from(resultVersions)
      .where(
        and(
          inArray(resultVersions.conversationId, newest),
          sql`"result_versions"."number" = (SELECT max(v.number) FROM result_versions v WHERE v.conversation_id = "result_versions"."conversation_id")`,
        ),
      ),
  ]);
  const parts = new Map(versions.map((row) => [row.conversationId, partsOf(row.parts).join("\n\n")]));
  return order.flatMap((row) => (parts.has(row.id) ? [parts.get(row.id)!] : []));
}

export type CsvSignup = { id: string; email: string; answer: string; source: string; variant: string; createdAt: number };

/**
 * One page of the waitlist for the CSV, oldest first, after `after` (keyset on created_at, id:
 * each query reads CSV_PAGE_ROWS index entries, however long the list).
 */
export async function readSignupsPage(
  db: Database,
  userId: string,
  productId: string,
  after: { createdAt: number; id: string } | null,
): Promise<CsvSignup[]> {
  const rows = await db
    .select({
      id: landingSignups.id,
      email: landingSignups.email,
      answer: landingSignups.answer,
      source: landingSignups.source,
      variant: landingSignups.variant,
      createdAt: landingSignups.createdAt,
    })
    .from(landingSignups)
    .where(
      and(
        sql`${landingSignups.pageId} = ${ownedPage(userId, productId)}`,
        after ? sql`(${landingSignups.createdAt}, ${landingSignups.id}) > (${after.createdAt}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(landingSignups.createdAt), asc(landingSignups.id))
    .limit(CSV_PAGE_ROWS);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}

/** Deletes one sign-up of the user's page of the product (its trigger takes it off the counts); false when there was none. */
export async function deleteSignup(db: Database, userId: string, productId: string, signupId: string): Promise<boolean> {
  const deleted = await db
    .delete(landingSignups)
    .where(and(eq(landingSignups.id, signupId), sql`${landingSignups.pageId} = ${ownedPage(userId, productId)}`))
    .returning({ id: landingSignups.id });
  return deleted.length > 0;
}
