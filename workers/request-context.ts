import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { readConfig } from "./config";
import type { AppEnv } from "./hono-env";

/**
 * Parses the vars once and opens the one drizzle handle for this request; API handlers read
 * them as `c.var.config` / `c.var.db`, page loaders through `appContext` (workers/app.ts).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", readConfig(c.env));
  c.set("db", createDb(c.env.DB));
  await next();
});
