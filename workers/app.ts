import type { AppEnv } from "./hono-env";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { createDb } from "../db/client";
import { api } from "./api";
import { appContext } from "./context";

export { UserHub } from "./realtime/user-hub";

const handlePageRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** The Worker: `/api/*` first, React Router (SSR pages) for everything else. */
const app = new Hono<AppEnv>()
  .route("/api", api)
  .all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, { env: c.env, ctx: c.executionCtx, db: createDb(c.env.DB) });
    return handlePageRequest(c.req.raw, context);
  });

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
