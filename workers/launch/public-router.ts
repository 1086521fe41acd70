import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { createDb } from "../../db/client";
import { readConfig, type AppConfig } from "../config";
import { confirmLeaving, leave } from "./leave";
import { notFoundPage, unavailablePage } from "./notices";
import { servePage } from "./page-view";
import { isPageAddress, type PublicEnv } from "./public-env";
import { joinWaitlist } from "./waitlist-post";

/**
 * Published landing pages (docs/product.md#launch, docs/launch.md), mounted in
 * workers/app.ts before the app's own middleware: these routes read no session and set no
 * cookie, whatever the request carries. With PUBLISH_ORIGIN set, pages live only on that origin
 * (the app's `/p/*` redirects there) and the Worker answers nothing else of the app there (the
 * platform still serves the app's static files on every host, before the Worker runs).
 */

/**
 * PUBLISH_ORIGIN as an origin when it is set and differs from the app's. Read raw, because this
 * runs before the config is parsed for every request of the app; a malformed value is refused
 * by that parse (the page routes parse it too).
 */
function separatePublishOrigin(env: Env): URL | null {
  const raw = (env as { PUBLISH_ORIGIN?: unknown }).PUBLISH_ORIGIN;
  if (typeof raw !== "string" || !raw.trim()) return null;
  try {
    const publish = new URL(new URL(raw.trim()).origin);
    const app = typeof env.APP_ORIGIN === "string" && env.APP_ORIGIN.trim() ? new URL(env.APP_ORIGIN.trim()).host : null;
    return publish.host === app ? null : publish;
  } catch {
    return null;
  }
}

/** Every request of the app passes here first; only the publish origin's and `/p/*` and `/t/*` requests stop. */
const publishOriginGate = createMiddleware<PublicEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const publish = separatePublishOrigin(c.env);
  // Landing pages and prototype tests (workers/prototype-tests/public-router.ts) alike.
  const isPagePath = ["/p", "/t"].some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  if (publish && url.host === publish.host) return isPagePath ? pageContext(c, next) : notFoundPage();
  if (!isPagePath) return next();
  if (publish) {
    // Old links to the app's address keep working; a form sent there keeps its method (308).
    const safe = c.req.method === "GET" || c.req.method === "HEAD";
    return c.redirect(`${publish.origin}${url.pathname}${url.search}`, safe ? 301 : 308);
  }
  return pageContext(c, next);
});

/** The vars are parsed once per `env` object (one per isolate in production): a page view should not re-parse them. */
const parsed = new WeakMap<Env, AppConfig>();
function configOf(env: Env): AppConfig {
  let config = parsed.get(env);
  if (!config) {
    config = readConfig(env);
    parsed.set(env, config);
  }
  return config;
}

/**
 * Config and D1 for the page routes. Reads start at the primary, so a page taken down a moment
 * ago is never served from a replica that has not heard yet.
 */
const pageContext = createMiddleware<PublicEnv>(async (c, next) => {
  c.set("config", configOf(c.env));
  c.set("db", createDb(c.env.DB.withSession("first-primary")));
  await next();
});

/**
 * `/p/Some-Page` and `/p/some-page/` are the page `/p/some-page`: people retype addresses they saw
 * in print or capitals, and tools add slashes. They answer a permanent redirect there (308 for a
 * form, which keeps its method), query kept; anything that is no address in any case stays 404.
 */
const canonicalAddress = createMiddleware<PublicEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const match = /^\/p\/([^/]+)(\/?)$/.exec(url.pathname);
  const lower = match?.[1]!.toLowerCase();
  if (!match || !lower || !isPageAddress(lower) || (lower === match[1] && !match[2])) return next();
  const safe = c.req.method === "GET" || c.req.method === "HEAD";
  return c.redirect(`/p/${lower}${url.search}`, safe ? 301 : 308);
});

export const launchPublic = new Hono<PublicEnv>()
  .use("*", publishOriginGate)
  .use("/p/*", canonicalAddress)
  // A removal link names the page by id ("leave" is a reserved address, so no page is at /p/leave).
  .get("/p/leave/:pageId/:token", (c) => confirmLeaving(c, c.req.param("pageId"), c.req.param("token")))
  .post("/p/leave/:pageId/:token", (c) => leave(c, c.req.param("pageId"), c.req.param("token")))
  .get("/p/:address", (c) => servePage(c, c.req.param("address")))
  .post("/p/:address", (c) => joinWaitlist(c, c.req.param("address")))
  .all("/p/*", () => notFoundPage())
  .all("/p", () => notFoundPage());

/**
 * A failure inside these routes (D1 down, a bad config) is a page in the same look, not the API's
 * JSON: a visitor followed a link and gets a page they can read.
 */
launchPublic.onError((error) => {
  console.error(JSON.stringify({ level: "error", event: "landing_page_failed", message: String(error) }));
  return unavailablePage();
});
