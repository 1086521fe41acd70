import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";
import { products } from "./products";
import { users } from "./users";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/**
 * A product's published landing page (docs/product.md#launch): one per product, at
 * `/p/{address}`. Unpublishing keeps the row (and its sign-ups) with `live = 0`, so publishing
 * again picks up where it stopped. The page document is stored as published, whole.
 */
export const landingPages = sqliteTable(
  "landing_pages",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    live: integer("live", { mode: "boolean" }).notNull().default(true),
    // shared/contracts/landing-page.ts landingPageDocSchema, as JSON.
    doc: text("doc").notNull(),
    // The A/B test's second headline; null when no test runs.
    headlineB: text("headline_b"),
    // The UTC day (YYYY-MM-DD) the current second headline was set: the test counts from it.
    abSince: text("ab_since"),
    // The optional qualifying question under the e-mail field ("" when none).
    question: text("question").notNull().default(""),
    contactEmail: text("contact_email").notNull(),
    // The demand target (docs/product.md#launch): sign-ups from visitors by a UTC day (YYYY-MM-DD).
    targetSignups: integer("target_signups"),
    targetVisitors: integer("target_visitors"),
    targetDate: text("target_date"),
    // Kept by triggers on landing_signups: bounds the waitlist without counting its rows.
    signups: integer("signups").notNull().default(0),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("landing_pages_address_idx").on(t.address),
    uniqueIndex("landing_pages_product_idx").on(t.productId),
    index("landing_pages_user_idx").on(t.userId),
  ],
);

/** One waitlist sign-up. The same address (any case) is stored once per page. */
export const landingSignups = sqliteTable(
  "landing_signups",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    pageId: text("page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    // The address lower-cased: what "the same address" means.
    emailKey: text("email_key").notNull(),
    answer: text("answer").notNull().default(""),
    // "a" or "b": the headline this visitor saw.
    variant: text("variant").notNull(),
    source: text("source").notNull().default(""),
    // UTC day of the sign-up (YYYY-MM-DD), so a removal is taken off the right day's count.
    day: text("day").notNull(),
    // SHA-256 of the private removal link's token; the token itself is only ever in the link.
    removalHash: text("removal_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("landing_signups_email_idx").on(t.pageId, t.emailKey),
    uniqueIndex("landing_signups_removal_idx").on(t.pageId, t.removalHash),
    index("landing_signups_page_created_idx").on(t.pageId, t.createdAt, t.id),
  ],
);

/** Per page, day and headline variant: page views, unique visitors and sign-ups (visitors and sign-ups kept by triggers). */
export const landingDaily = sqliteTable(
  "landing_daily",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    variant: text("variant").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    signups: integer("signups").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.variant] })],
);

/**
 * Today's visitors as daily hashes (address + user agent + the day's salt), to count each once.
 * A hash is useless the next day (the salt changed), so rows of earlier days are deleted.
 */
export const landingVisitors = sqliteTable(
  "landing_visitors",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    hash: text("hash").notNull(),
    variant: text("variant").notNull(),
    source: text("source").notNull().default(""),
    // The day's hash of the visitor's network alone (IPv4 address or IPv6 /64): one network may
    // count only a few visitors a day, however many browsers it claims to be.
    network: text("network").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.hash] }), index("landing_visitors_network_idx").on(t.pageId, t.day, t.network)],
);

/** Unique visitors per page, day and source (referrer host or utm_source; "" = direct). */
export const landingSources = sqliteTable(
  "landing_sources",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    source: text("source").notNull(),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.source] })],
);

/** The random salt of each UTC day for visitor hashes and form tokens; old days are deleted. */
export const dailySalts = sqliteTable("daily_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});
