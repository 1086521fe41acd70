import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";

export const users = sqliteTable("users", {
  id: text("id").primaryKey().$defaultFn(newId),
  // Stored trimmed and lower-cased so the unique index also rejects case variants.
  email: text("email").notNull().unique(),
  // Self-describing, versioned hash string (see workers/auth); null for OAuth-only accounts.
  passwordHash: text("password_hash"),
  // Null once the search index holds all of the user's titles and messages. Accounts that had
  // saved work before search was keyed by user get "" (not started), then the (updated_at, id)
  // of the last conversation indexed, until searching has indexed the rest
  // (db/queries/search-backfill.ts).
  searchBackfill: text("search_backfill"),
  // What the account stores (docs/product.md#storage), kept by triggers on every write of a
  // message, conversation or upload (migrations/0011_storage.sql, 0018_storage_release.sql): bytes of
  // saved text plus a small charge per row, and of uploaded screens; saved chats and results.
  storageBytes: integer("storage_bytes").notNull().default(0),
  storageItems: integer("storage_items").notNull().default(0),
  createdAt: integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
});

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the bearer token, hex. The token itself is never stored.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

/**
 * One row per uploaded screen in R2 (docs/product.md#storage): its bytes count for the account
 * from the statement that adds the row until the one that deletes it (triggers of
 * migrations/0018_storage_release.sql), so of parallel deletes of one screen exactly one gives its
 * bytes back.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    // The key under the user's R2 prefix (workers/uploads/storage.ts).
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bytes: integer("bytes").notNull(),
  },
  (t) => [index("uploads_user_id_idx").on(t.userId)],
);

/**
 * A screen stored before uploads had rows (migration 0018) whose bytes were given back: the one
 * statement that adds this row decides, so of parallel deletes of one such screen exactly one
 * gives its bytes back (a trigger of migrations/0019_legacy_upload_release.sql). Only those older
 * screens get one, so there are never more of these than of them.
 */
export const legacyUploadReleases = sqliteTable(
  "legacy_upload_releases",
  {
    // The key under the user's R2 prefix, as in `uploads`.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bytes: integer("bytes").notNull(),
  },
  (t) => [index("legacy_upload_releases_user_id_idx").on(t.userId)],
);
