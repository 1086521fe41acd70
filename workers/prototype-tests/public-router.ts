import { Hono } from "hono";
import type { PublicEnv } from "../launch/public-env";
import { testNotFoundPage, testUnavailablePage } from "./notices";
import { storeTesterBatch } from "./tester-events";
import { serveTesterPage, startTesterSession, testerError } from "./tester-session";

/**
 * Prototype tests' public side (docs/product.md#prototype-tests), mounted in workers/app.ts right
 * after the landing pages' router, whose gate (workers/launch/public-router.ts) gives these paths
 * their config and D1 and keeps them on PUBLISH_ORIGIN when it is set. Like `/p/`, these routes
 * read no session and set no cookie, whatever the request carries.
 */
export const prototypeTestsPublic = new Hono<PublicEnv>()
  .get("/t/:address", (c) => serveTesterPage(c, c.req.param("address")))
  .post("/t/:address/sessions", (c) => startTesterSession(c, c.req.param("address")))
  .post("/t/:address/events", (c) => storeTesterBatch(c, c.req.param("address")))
  .all("/t/*", () => testNotFoundPage())
  .all("/t", () => testNotFoundPage());

/** A failure in the page route is a page a tester can read; in the JSON routes, the JSON error shape. */
prototypeTestsPublic.onError((error, c) => {
  console.error(JSON.stringify({ level: "error", event: "prototype_test_failed", message: String(error) }));
  return c.req.method === "GET" || c.req.method === "HEAD" ? testUnavailablePage() : testerError(error);
});
