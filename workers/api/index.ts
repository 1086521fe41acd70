import type { AppEnv } from "../hono-env";
import { Hono } from "hono";
import { ApiError, toErrorResponse } from "../errors";
import { healthRoutes } from "./health";
import { requireSameOrigin } from "../auth/same-origin";
import { applyApiCacheDefault, applyBaseSecurityHeaders } from "../auth/security-headers";
import { sessionMiddleware } from "../auth/session-middleware";
import { authRoutes } from "./auth";
import { realtimeRoutes } from "./realtime";
import { usageRoutes } from "./usage";
import { chatRoutes } from "./chat";
import { conversationRoutes } from "./conversations";
import { productRoutes } from "./products";
import { inviteRoutes, productMemberRoutes } from "./product-members";
import { productRoomRoutes } from "./product-room";
import { launchRoutes } from "./launch";
import { prototypeTestRoutes } from "./prototype-tests";
import { resultVersionRoutes } from "./result-versions";
import { functionRoutes } from "./functions";
import { uploadRoutes } from "./uploads";
import { sharedScreenRoutes } from "./shared-screens";
import { shareCopyRoutes } from "./share-copy";
import { sharedVersionRoutes } from "./shared-versions";
import { commentRoutes } from "./comments";

/** Every `/api/*` route. Errors of any kind leave as `{error: {code, message}}`. */
export const api = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    // A WebSocket upgrade (101) has immutable headers and carries no content to protect.
    if (c.res.status === 101) return;
    applyBaseSecurityHeaders(c.res.headers);
    applyApiCacheDefault(c.res.headers);
  })
  // Cross-site state changes and socket upgrades are refused before any work (workers/auth).
  .use("*", requireSameOrigin)
  // Sets c.var.user / c.var.sessionId for every route; requireUser(c) enforces it.
  .use("*", sessionMiddleware)
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/realtime", realtimeRoutes)
  .route("/usage", usageRoutes)
  .route("/conversations", conversationRoutes)
  .route("/conversations", resultVersionRoutes)
  .route("/products", productRoutes)
  .route("/products", productMemberRoutes)
  .route("/products", productRoomRoutes)
  .route("/invites", inviteRoutes)
  .route("/", launchRoutes)
  .route("/", prototypeTestRoutes)
  .route("/", commentRoutes)
  .route("/chat", chatRoutes)
  .route("/functions", functionRoutes)
  .route("/uploads", uploadRoutes)
  .route("/shares", sharedScreenRoutes)
  .route("/shares", shareCopyRoutes)
  .route("/shares", sharedVersionRoutes)
  .all("*", () => {
    throw new ApiError(404, "not_found", "No such API route.");
  })
  .onError((error) => toErrorResponse(error));
