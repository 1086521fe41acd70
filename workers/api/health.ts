import type { AppEnv } from "../hono-env";
import { Hono } from "hono";
import { readConfig } from "../config";

export const healthRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ ok: true, aiProvider: readConfig(c.env).AI_PROVIDER }),
);
