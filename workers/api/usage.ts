import type { AppEnv } from "../hono-env";
import { Hono } from "hono";
import type { AiStatus } from "../../shared/contracts/ai-status";
import { createDb } from "../../db/client";
import { describeModel, readAiConfig, readQuota } from "../ai";
import { requireUser } from "../auth/session-middleware";

/** `GET /api/usage`: which model answers (for the "Offline model" label) and today's quota. */
export const usageRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = requireUser(c);
  const config = readAiConfig(c.env);
  const quota = await readQuota(createDb(c.env.DB), user.id, config.AI_DAILY_REQUEST_LIMIT);
  const body: AiStatus = { ...describeModel(c.env), quota };
  return c.json(body, 200, { "Cache-Control": "no-store" });
});
