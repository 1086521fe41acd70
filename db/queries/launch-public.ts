import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { newId } from "../ids";
import { dailySalts, landingDaily, landingPages, landingSignups, landingVisitors, signInThrottle, users } from "../schema";

/**
 * What the public side of a published page reads and writes (docs/product.md#launch): every
 * statement names one page (by its unique address or id) or one day's salt, so its cost is
 * bounded by that page alone. Counters are changed inside the statement that writes, never read
 * and written back, so parallel visitors cannot lose a count.
 */

export type PublicPage = {
  id: string;
  userId: string;
  productId: string;
  address: string;
  live: boolean;
  doc: string;
  headlineB: string | null;
  question: string;
  contactEmail: string;
  /** Set anew by every publish: with `live`, which version of the page a rendered copy is. */
  publishedAt: Date;
};

const lp = landingPages;
const publicColumns = { id: lp.id, userId: lp.userId, productId: lp.productId, address: lp.address, live: lp.live, doc: lp.doc };
const pageColumns = {
  ...publicColumns,
  headlineB: lp.headlineB,
  question: lp.question,
  contactEmail: lp.contactEmail,
  publishedAt: lp.publishedAt,
};

/** The page at an address, live or not (an unpublished page answers "no longer available"); null when none. */
export async function findPageByAddress(db: Database, address: string): Promise<PublicPage | null> {
  const [page] = await db.select(pageColumns).from(landingPages).where(eq(landingPages.address, address)).limit(1);
  return page ?? null;
}

/** The page with this id, wherever it is published now (a removal link names the page, not its address); null when none. */
export async function findPageById(db: Database, pageId: string): Promise<PublicPage | null> {
  const [page] = await db.select(pageColumns).from(landingPages).where(eq(landingPages.id, pageId)).limit(1);
  return page ?? null;
}

/**
 * The live page's id and publish time at an address, or null: read again after a rendered copy
 * was cached, to tell whether a publish or unpublish came in between.
 */
export async function livePageVersion(db: Database, address: string): Promise<{ id: string; publishedAt: Date } | null> {
  const [page] = await db
    .select({ id: lp.id, publishedAt: lp.publishedAt })
    .from(landingPages)
    .where(and(eq(lp.address, address), eq(lp.live, true)))
    .limit(1);
  return page ?? null;
}

/**
 * The salts of `today` and `yesterday` (created for today if it has none), after deleting every
 * older one: a hash or form token made with a deleted salt can no longer be recomputed or checked.
 */
export async function dailySaltsFor(db: Database, today: string, yesterday: string, freshSalt: string): Promise<Map<string, string>> {
  const [, , rows] = await db.batch([
    db.insert(dailySalts).values({ day: today, salt: freshSalt }).onConflictDoNothing(),
    db.delete(dailySalts).where(lt(dailySalts.day, yesterday)),
    db
      .select()
      .from(dailySalts)
      .where(sql`${dailySalts.day} IN (${today}, ${yesterday})`)
      .limit(2),
  ]);
  return new Map(rows.map((row) => [row.day, row.salt]));
}

export type PageView = { pageId: string; day: string; variant: string; hash: string; source: string; network: string };

/** Rows of earlier days deleted per view: faster than one visitor a view can add, and a short index range each time. */
const STALE_VISITORS_PER_VIEW = 20;

/**
 * One view of a live page, in one batch: the day's view count for the variant, and the visitor's
 * first view of the day (its trigger counts unique visitors and sources). At most `maxVisitors`
 * visitors are kept per page and day, and at most `perNetwork` per network (`view.network`, the
 * day's hash of the client's IPv4 address or IPv6 /64; "" when unknown, which is not capped), so a
 * client inventing user agents can neither invent visitors nor grow the table; past either, views
 * still count. Each view also clears a few visitor rows of earlier
 * days, whose hashes mean nothing once the salt has changed. A page taken down (but still in
 * another data centre's cache for a minute) counts nothing.
 */
export async function recordView(db: Database, view: PageView, maxVisitors: number, perNetwork: number): Promise<void> {
  const page = sql`(SELECT ${landingPages.id} FROM ${landingPages} WHERE ${landingPages.id} = ${view.pageId} AND ${landingPages.live} = 1)`;
  const visitorsToday = sql`(SELECT coalesce(sum(${landingDaily.visitors}), 0) FROM ${landingDaily}
    WHERE ${landingDaily.pageId} = ${view.pageId} AND ${landingDaily.day} = ${view.day})`;
  const v = landingVisitors;
  const networkHasRoom =
    view.network === ""
      ? sql`1`
      : sql`(SELECT count(*) FROM (SELECT 1 FROM ${v} WHERE ${v.pageId} = ${view.pageId} AND ${v.day} = ${view.day} AND ${v.network} = ${view.network} LIMIT ${perNetwork})) < ${perNetwork}`;
  await db.batch([
    // drizzle inserts a raw SELECT into every column in the schema's order: page_id, day, variant, views, visitors, signups.
    db
      .insert(landingDaily)
      .select(sql`SELECT ${page}, ${view.day}, ${view.variant}, 1, 0, 0 WHERE ${page} IS NOT NULL`)
      .onConflictDoUpdate({
        target: [landingDaily.pageId, landingDaily.day, landingDaily.variant],
        set: { views: sql`${landingDaily.views} + 1` },
      }),
    // page_id, day, hash, variant, source, network.
    db
      .insert(landingVisitors)
      .select(
        sql`SELECT ${page}, ${view.day}, ${view.hash}, ${view.variant}, ${view.source}, ${view.network}
            WHERE ${page} IS NOT NULL AND ${visitorsToday} < ${maxVisitors} AND ${networkHasRoom}`,
      )
      .onConflictDoNothing(),
    db
      .delete(landingVisitors)
      .where(
        sql`rowid IN (SELECT rowid FROM ${landingVisitors} WHERE ${landingVisitors.pageId} = ${view.pageId} AND ${landingVisitors.day} < ${view.day} LIMIT ${STALE_VISITORS_PER_VIEW})`,
      ),
  ]);
}

export type NewSignup = {
  pageId: string;
  email: string;
  answer: string;
  variant: string;
  source: string;
  day: string;
  removalHash: string;
};

export type SignupLimits = {
  /** The page's per-address counter (`waitlistLimitKey`), its window and the sign-ups it allows per window. */
  key: string;
  windowMs: number;
  perWindow: number;
  /** WAITLIST_MAX_SIGNUPS. */
  maxSignups: number;
  /** STORAGE_LIMIT_BYTES: sign-ups count against the page owner's storage (migration 0015). */
  ownerStorageBytes: number;
};

export type SignupOutcome =
  { outcome: "stored"; id: string } | { outcome: "limited"; windowEnds: number } | { outcome: "duplicate" | "full" | "gone" };

/** What a sign-up row adds to its owner's storage besides its address and answer (the trigger of migration 0015). */
export const SIGNUP_ROW_OVERHEAD_BYTES = 128;

/** The bytes a sign-up counts against its owner's storage, as migration 0015's trigger counts them. */
export function signupBytes(signup: Pick<NewSignup, "email" | "answer">): number {
  const encoder = new TextEncoder();
  return encoder.encode(signup.email).length + encoder.encode(signup.answer).length + SIGNUP_ROW_OVERHEAD_BYTES;
}

/** The least a sign-up counts: the shortest address the form takes (a@b.co) and no answer. Once it does not fit, none does. */
export const SMALLEST_SIGNUP_BYTES = signupBytes({ email: "a@b.co", answer: "" });

/** A page's waitlist counters are cleared a few at a time as their hour ends, so a busy page's do not pile up. */
const ENDED_WINDOWS_PER_SIGNUP = 20;

/**
 * One sign-up, in one batch (a transaction): the client's per-address count for this page is
 * raised (a fixed window that opens with the first sign-up, as `countInWindow` keeps them), a few
 * ended counters of the page are dropped, and the address is stored once per page (any case) —
 * only while the count is within the limit, the page is live and the waitlist under its bound
 * (the trigger-kept `landing_pages.signups`) and its owner's storage with room for this row's
 * bytes too (`signupBytes`), all checked by the INSERT itself, so parallel
 * sign-ups cannot pass a limit together. When nothing was stored, a second look says why.
 */
export async function insertSignup(db: Database, signup: NewSignup, limits: SignupLimits, now = Date.now()): Promise<SignupOutcome> {
  const id = newId();
  const emailKey = signup.email.toLowerCase();
  const t = signInThrottle;
  const expired = sql`(${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= ${now})`;
  const prefix = `waitlist:${signup.pageId}|`;
  const countNow = sql`(SELECT ${t.failures} FROM ${t} WHERE ${t.key} = ${limits.key})`;
  const roomLeft = limits.ownerStorageBytes - signupBytes(signup);
  const [[counted], , [row]] = await db.batch([
    db
      .insert(t)
      .values({ key: limits.key, failures: 1, blockedUntil: new Date(now + limits.windowMs), updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`(CASE WHEN ${expired} THEN 1 ELSE ${t.failures} + 1 END)`,
          blockedUntil: sql`(CASE WHEN ${expired} THEN ${now + limits.windowMs} ELSE ${t.blockedUntil} END)`,
          updatedAt: new Date(now),
        },
      })
      .returning({ count: t.failures, windowEnds: t.blockedUntil }),
    db.delete(t).where(
      sql`rowid IN (SELECT rowid FROM ${t} WHERE ${t.key} >= ${prefix} AND ${t.key} < ${`waitlist:${signup.pageId}}`}
        AND ${t.blockedUntil} <= ${now} LIMIT ${ENDED_WINDOWS_PER_SIGNUP})`,
    ),
    // id, page_id, email, email_key, answer, variant, source, day, removal_hash, created_at.
    db
      .insert(landingSignups)
      .select(
        sql`SELECT ${id}, ${landingPages.id}, ${signup.email}, ${emailKey}, ${signup.answer}, ${signup.variant}, ${signup.source}, ${signup.day}, ${signup.removalHash}, ${now}
            FROM ${landingPages} WHERE ${landingPages.id} = ${signup.pageId} AND ${landingPages.live} = 1
            AND ${landingPages.signups} < ${limits.maxSignups} AND ${countNow} <= ${limits.perWindow}
            AND (SELECT ${users.storageBytes} FROM ${users} WHERE ${users.id} = ${landingPages.userId}) <= ${roomLeft}`,
      )
      .onConflictDoNothing({ target: [landingSignups.pageId, landingSignups.emailKey] })
      .returning({ id: landingSignups.id }),
  ]);
  if (row) return { outcome: "stored", id: row.id };
  if (counted && counted.count > limits.perWindow) return { outcome: "limited", windowEnds: counted.windowEnds!.getTime() };
  const [page] = await db
    .select({
      live: landingPages.live,
      signups: landingPages.signups,
      known: sql<number>`EXISTS (SELECT 1 FROM ${landingSignups} WHERE ${landingSignups.pageId} = ${signup.pageId} AND ${landingSignups.emailKey} = ${emailKey})`,
      ownerBytes: sql<number>`(SELECT ${users.storageBytes} FROM ${users} WHERE ${users.id} = ${landingPages.userId})`,
    })
    .from(landingPages)
    .where(eq(landingPages.id, signup.pageId))
    .limit(1);
  if (!page || !page.live) return { outcome: "gone" };
  if (Number(page.known)) return { outcome: "duplicate" };
  // The owner's storage full is the same to a visitor as a full waitlist: nothing more can be kept.
  return { outcome: page.signups >= limits.maxSignups || Number(page.ownerBytes) > roomLeft ? "full" : "duplicate" };
}

/** Removes the sign-up a removal link names (its trigger takes it off the counts); false when there was none. */
export async function removeSignup(db: Database, pageId: string, removalHash: string): Promise<boolean> {
  const removed = await db
    .delete(landingSignups)
    .where(and(eq(landingSignups.pageId, pageId), eq(landingSignups.removalHash, removalHash)))
    .returning({ id: landingSignups.id });
  return removed.length > 0;
}

/** The per-address sign-up counter of one page (kept with the other counters in `sign_in_throttle`). */
export function waitlistLimitKey(pageId: string, clientBucket: string | null): string {
  return `waitlist:${pageId}|ip:${clientBucket ?? "unknown"}`;
}
