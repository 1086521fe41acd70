import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/** AI requests per user per UTC day, for the daily quota. */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // UTC day as YYYY-MM-DD.
    day: text("day").notNull(),
    requests: integer("requests").notNull().default(0),
    // Requests given back that day because their result could not be stored (workers/api/spend-ai-request.ts):
    // bounded, so a result that can never be stored cannot buy unlimited free requests.
    givenBack: integer("given_back").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
