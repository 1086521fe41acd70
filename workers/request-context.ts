import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { readConfig } from "./config";
import { keepBookmark, openDbSession, readBookmark } from "./db-session";
import type { AppEnv } from "./hono-env";

/**
 * Parses the vars once and opens the one drizzle handle (over a D1 session) for this request; API handlers read
 * them as `c.var.config` / `c.var.db`, page loaders through `appContext` (workers/app.ts).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", readConfig(c.env));
  // Reads near the user, and always after this browser's own writes (workers/db-session.ts).
  const bookmark = readBookmark(c.req.raw.headers);
  const session = openDbSession(c.env.DB, bookmark);
  c.set("db", createDb(session));
  await next();
  keepBookmark(c, session, bookmark);
});
