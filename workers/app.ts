import type { AppEnv } from "./hono-env";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { discardUnreadBody } from "./api/read-body";
import { readSessionToken } from "./auth/cookies";
import { applyPageResponseHeaders } from "./auth/security-headers";
import { appContext } from "./context";
import { toErrorResponse } from "./errors";
import { launchPublic } from "./launch/public-router";
import { prototypeTestsPublic } from "./prototype-tests/public-router";
import { requestContext } from "./request-context";

export { UserHub } from "./realtime/user-hub";
export { ProductRoom } from "./realtime/product-room";

const handlePageRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The Worker: `/api/*` first, React Router (SSR pages) for everything else. */
const app = new Hono<AppEnv>()
  // Published landing pages first: they read no session and set no cookie (workers/launch/public-router.ts).
  .route("/", launchPublic)
  // Prototype tests' pages for testers: the same gate and rules (workers/prototype-tests/public-router.ts).
  .route("/", prototypeTestsPublic)
  // One parsed config and one drizzle handle per request, for the API and the pages alike.
  .use("*", requestContext)
  .route("/api", api)
  .all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, { env: c.env, config: c.var.config, db: c.var.db, ctx: c.executionCtx });
    const response = withMutableHeaders(await handlePageRequest(c.req.raw, context));
    // A session token (even a stale one) means the page may hold that user's data.
    applyPageResponseHeaders(response.headers, { signedIn: readSessionToken(c.req.raw.headers) !== null });
    return response;
  })
  // Only what fails before a router's own handler (an invalid config) gets here: a JSON error
  // that is never cached, sniffed or rendered as a page.
  .onError((error) => {
    const response = toErrorResponse(error);
    response.headers.set("X-Content-Type-Options", "nosniff");
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    return response;
  });

/** Responses built from a fetch have immutable headers; a copy shares the body without reading it. */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const response = await app.fetch(request, env, ctx);
    // An answer given before the body was read (no session, another site's form, a limit) waits
    // for the rest of the body, or it may never reach the client (see discardUnreadBody).
    await discardUnreadBody(request);
    return response;
  },
} satisfies ExportedHandler<Env>;
