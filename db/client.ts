import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The one way the Worker talks to D1: a typed drizzle client over the `DB` binding. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;
