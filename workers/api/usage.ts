import type { AppEnv } from "../hono-env";
import { Hono } from "hono";
import type { AiStatus } from "../../shared/contracts/ai-status";
import { describeModel, readQuota } from "../ai";
import { requireUser } from "../auth/session-middleware";

/** `GET /api/usage`: which model answers (for the "Offline model" label) and today's quota. */
export const usageRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = requireUser(c);
  const { config, db } = c.var;
  const quota = await readQuota(db, user.id, config.AI_DAILY_REQUEST_LIMIT);
  const body: AiStatus = { ...describeModel(config), quota };
  return c.json(body, 200, { "Cache-Control": "no-store" });
});
