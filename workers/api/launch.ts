import { Hono } from "hono";
import type { Context } from "hono";
import { ADDRESS_MESSAGES, publishRequestSchema, TARGET_MESSAGES, type DemandTarget } from "../../shared/contracts/launch";
import { csvLine, earliestTargetDay, WAITLIST_CSV_COLUMNS, waitlistCsvLine, waitlistFileName } from "../../shared/launch-stats";
import { countInWindow } from "../../db/queries/throttle";
import { findLaunchPage, ownsProduct, publishPage, publishThrottleKey, unpublishPage } from "../../db/queries/launch-pages";
import { CSV_PAGE_ROWS, deleteSignup, readSignupsPage } from "../../db/queries/launch-stats";
import { findOwnedProduct } from "../../db/queries/products";
import { requireUser } from "../auth/session-middleware";
import { ApiError, type ErrorBody, tryAgainLater } from "../errors";
import type { AppEnv } from "../hono-env";
import { purgePublishedPage } from "../launch/page-cache";
import { notifyUser } from "../realtime/notify";
import { addressAvailability, alternativesTo, firstFreeAddress } from "./launch-address";
import { launchCard } from "./launch-card";
import { ownerOnlyRefusal } from "./conversation-refusal";
import { readJson } from "./read-json";

/** Publishes (and publishes again) per user per hour: each one purges the edge cache. */
export const PUBLISHES_PER_HOUR = 60;
/** A publish body at its largest (every text at its limit, every character escaped) stays far below this. */
export const MAX_PUBLISH_BODY_BYTES = 100_000;
/** Longer than any address; a longer path segment is only read this far. */
const ADDRESS_READ_CHARS = 200;

const HOUR_MS = 60 * 60 * 1000;

async function admitPublish(c: Context<AppEnv>, userId: string, now = Date.now()): Promise<void> {
  const { count, windowEnds } = await countInWindow(c.var.db, publishThrottleKey(userId), HOUR_MS, now);
  if (count <= PUBLISHES_PER_HOUR) return;
  throw tryAgainLater("You have published a lot this hour.", windowEnds - now);
}

/**
 * A new or changed demand target must not end before it is set: its verdict would be decided
 * already. The page's stored target, unchanged, may be published again after its date, so a page
 * can still be edited once its verdict is in.
 */
function checkTargetDate(target: DemandTarget | null, before: Awaited<ReturnType<typeof findLaunchPage>>, now = Date.now()): void {
  if (!target || target.date >= earliestTargetDay(now)) return;
  const kept = before?.targetSignups === target.signups && before.targetVisitors === target.visitors && before.targetDate === target.date;
  if (!kept) throw new ApiError(400, "validation_error", TARGET_MESSAGES.past, {}, { "target.date": TARGET_MESSAGES.past });
}

/** The product named in the path, checked to be the user's (else the one 404 for unknown and someone else's). */
async function ownedProductId(c: Context<AppEnv>, userId: string): Promise<string> {
  const productId = c.req.param("productId")!;
  if (!(await ownsProduct(c.var.db, userId, productId))) throw await ownerOnlyRefusal(c.var.db, userId, productId);
  return productId;
}

const changed = (c: Context<AppEnv>, userId: string, productId: string) => notifyUser(c.env, userId, { type: "launch.updated", productId });

/**
 * Launch, the owner's side (docs/product.md#launch): the page address check, publishing and
 * taking down a product's page, its Launch card, the waitlist as CSV and deleting one sign-up.
 * Every product route checks the product is the session user's in SQL, and answers anyone
 * else the same 404 as an unknown product.
 */
export const launchRoutes = new Hono<AppEnv>()
  .get("/launch/addresses/:address", async (c) => {
    const user = requireUser(c);
    const productId = c.req.query("productId");
    const product = productId === undefined ? null : await findOwnedProduct(c.var.db, user.id, productId);
    if (productId !== undefined && !product) throw await ownerOnlyRefusal(c.var.db, user.id, productId);
    const address = c.req.param("address").slice(0, ADDRESS_READ_CHARS);
    return c.json(await addressAvailability(c.var.db, user.id, address, product));
  })
  .get("/products/:productId/launch", async (c) => {
    const user = requireUser(c);
    const productId = await ownedProductId(c, user.id);
    return c.json(await launchCard(c.var.db, c.var.config, user.id, productId));
  })
  .put("/products/:productId/launch", async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, publishRequestSchema, { maxBytes: MAX_PUBLISH_BODY_BYTES });
    const productId = c.req.param("productId");
    const before = await findLaunchPage(c.var.db, user.id, productId);
    checkTargetDate(request.target, before);
    await admitPublish(c, user.id);
    const outcome = await publishPage(c.var.db, user.id, productId, request);
    if (!outcome.ok && outcome.reason === "not_found") throw await ownerOnlyRefusal(c.var.db, user.id, productId);
    if (!outcome.ok) {
      const suggestion = await firstFreeAddress(c.var.db, user.id, productId, alternativesTo(request.address, null));
      const body: ErrorBody & { error: { suggestion?: string } } = {
        error: { code: "conflict", message: ADDRESS_MESSAGES.taken, suggestion, fields: { address: ADDRESS_MESSAGES.taken } },
      };
      return c.json(body, 409);
    }
    // The old address too when it changed: its cached copy must not outlive the move.
    const addresses = new Set([request.address, ...(before ? [before.address] : [])]);
    await Promise.all([...addresses].map((address) => purgePublishedPage(c.var.config, address)));
    await changed(c, user.id, productId);
    return c.json(await launchCard(c.var.db, c.var.config, user.id, productId));
  })
  .delete("/products/:productId/launch/live", async (c) => {
    const user = requireUser(c);
    const productId = await ownedProductId(c, user.id);
    const unpublished = await unpublishPage(c.var.db, user.id, productId);
    if (unpublished === null) throw new ApiError(404, "not_found", "This product has no published page.");
    // Already down: nothing changed, so nothing is purged or told (a repeated call costs one read).
    if (!unpublished.wasLive) return c.body(null, 204);
    await purgePublishedPage(c.var.config, unpublished.address);
    await changed(c, user.id, productId);
    return c.body(null, 204);
  })
  .get("/products/:productId/launch/signups.csv", async (c) => {
    const user = requireUser(c);
    const productId = await ownedProductId(c, user.id);
    const page = await findLaunchPage(c.var.db, user.id, productId);
    if (!page) throw new ApiError(404, "not_found", "This product has no published page.");
    const { db } = c.var;
    const encoder = new TextEncoder();
    let after: { createdAt: number; id: string } | null = null;
    // Pulled a page of rows at a time, as the client reads: a long waitlist never sits in memory whole.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(WAITLIST_CSV_COLUMNS)));
      },
      async pull(controller) {
        const rows = await readSignupsPage(db, user.id, productId, after);
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(waitlistCsvLine).join("")));
        const last = rows.at(-1);
        if (!last || rows.length < CSV_PAGE_ROWS) controller.close();
        else after = { createdAt: last.createdAt, id: last.id };
      },
    });
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${waitlistFileName(page.address)}"`,
      "Cache-Control": "no-store",
    });
  })
  .delete("/products/:productId/launch/signups/:signupId", async (c) => {
    const user = requireUser(c);
    const productId = await ownedProductId(c, user.id);
    if (!(await deleteSignup(c.var.db, user.id, productId, c.req.param("signupId"))))
      throw new ApiError(404, "not_found", "Sign-up not found.");
    await changed(c, user.id, productId);
    return c.body(null, 204);
  });
