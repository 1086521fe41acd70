import type { AppEnv } from "../hono-env";
import { Hono } from "hono";
import { ApiError, toErrorResponse } from "../errors";
import { healthRoutes } from "./health";

/** Every `/api/*` route. Errors of any kind leave as `{error: {code, message}}`. */
export const api = new Hono<AppEnv>()
  .route("/health", healthRoutes)
  .all("*", () => {
    throw new ApiError(404, "not_found", "No such API route.");
  })
  .onError((error) => toErrorResponse(error));
