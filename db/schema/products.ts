import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";
import { users } from "./users";

/**
 * A product: the one context a user works on from idea to case study (docs/product.md#products).
 * Saved conversations point at it through `conversations.product_id`.
 */
export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    idea: text("idea").notNull(),
    audience: text("audience").notNull().default(""),
    notes: text("notes").notNull().default(""),
    // The saved personas as one JSON array (shared/contracts/products.ts personaSchema): at most
    // 20, always read and written whole with the product, never queried one by one.
    personas: text("personas").notNull().default("[]"),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    // Newest activity: the brief's last edit or the newest item saved into (or appended in) it.
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  // Serves "a user's products by newest activity" (id breaks ties) without a sort step.
  (t) => [index("products_user_updated_idx").on(t.userId, t.updatedAt, t.id)],
);

export type Product = typeof products.$inferSelect;
