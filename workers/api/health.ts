import type { AppEnv } from "../hono-env";
import { Hono } from "hono";

export const healthRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ ok: true, aiProvider: c.var.config.AI_PROVIDER }));
