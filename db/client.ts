import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * The one way the Worker talks to D1: a typed drizzle client over the `DB` binding or over a
 * Sessions API session of it (workers/db-session.ts). drizzle only prepares and batches
 * statements, which a session does like the database itself.
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Database = ReturnType<typeof createDb>;
