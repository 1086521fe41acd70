import { Hono } from "hono";
import type { Context } from "hono";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import {
  createProductRequestSchema,
  deleteProductQuerySchema,
  updateProductRequestSchema,
  PRODUCT_LIMITS,
  productItemsPageQuerySchema,
  type ProductDetailResponse,
  type ProductDto,
  type ProductListResponse,
  type ProductResponse,
} from "../../shared/contracts/products";
import { conversationEventSummary, type RealtimeEvent } from "../../shared/realtime-events";
import { productTimeline } from "../../db/queries/product-timeline";
import { ROLE_MESSAGES, hasRole } from "../../shared/contracts/product-members";
import { findProductRole, productPeople } from "../../db/queries/product-members";
import {
  createProduct,
  deleteProduct,
  findProductForMember,
  listProducts,
  MAX_PRODUCTS_PER_USER,
  updateProduct,
} from "../../db/queries/products";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { purgePublishedPage } from "../launch/page-cache";
import { notifyUser } from "../realtime/notify";
import { closeRoom } from "../realtime/room-notify";
import { timelineItemAsReaderSees } from "./member-view";
import { admitItemWrite } from "./hourly-bound";
import { readJson } from "./read-json";

/** Unknown and someone else's product are the same answer, everywhere. */
export const productNotFound = () => new ApiError(404, "not_found", "Product not found.");

/** What a product list or picker in another tab needs to update without a reload. */
export const productEventSummary = (product: Pick<ProductDto, "id" | "name" | "updatedAt">) => ({
  id: product.id,
  name: product.name,
  updatedAt: product.updatedAt,
});

/** Tells the product's owner and every member (each best effort, at once). */
export async function notifyProductPeople(c: Context<AppEnv>, productId: string, event: RealtimeEvent): Promise<void> {
  const { ownerId, memberIds } = await productPeople(c.var.db, productId);
  await Promise.all([...(ownerId ? [ownerId] : []), ...memberIds].map((userId) => notifyUser(c.env, userId, event)));
}

function readItemsChoice(c: Context<AppEnv>) {
  const parsed = deleteProductQuerySchema.safeParse({ items: c.req.query("items") });
  if (!parsed.success) throw new ApiError(400, "validation_error", parsed.error.issues[0]?.message ?? "items must be keep or delete");
  return parsed.data.items;
}

/** A member without the right to do something: 403 with what their role allows. */
export const roleRefused = (message: string) => new ApiError(403, "forbidden", message);

/**
 * Products (docs/product.md#products): one context per idea, owned by one user and shared with
 * members (docs/product.md#members-and-roles). Reads answer any member; the writes below decide
 * access again in their own statement, so the role read first only picks the refusal's words.
 */
export const productRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, createProductRequestSchema);
    const product = await createProduct(c.var.db, user.id, body);
    if (!product) {
      throw new ApiError(
        409,
        "conflict",
        `You can keep at most ${MAX_PRODUCTS_PER_USER} products. Delete one you no longer need to start a new one.`,
      );
    }
    await notifyUser(c.env, user.id, { type: "product.created", product: productEventSummary(product) });
    return c.json({ product } satisfies ProductResponse, 201);
  })
  .get("/", async (c) => {
    const user = requireUser(c);
    return c.json({ products: await listProducts(c.var.db, user.id) } satisfies ProductListResponse);
  })
  .get("/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const product = await findProductForMember(c.var.db, user.id, id);
    if (!product) throw productNotFound();
    const query = productItemsPageQuerySchema.safeParse({ offset: c.req.query("offset"), limit: c.req.query("limit") });
    if (!query.success) throw new ApiError(400, "validation_error", query.error.issues[0]?.message ?? "Invalid page");
    const { offset, limit } = query.data;
    // One more than the page tells whether another page follows, without counting the timeline.
    const items = await productTimeline(c.var.db, user.id, id, { offset, limit: limit + 1 });
    const more = items.length > limit && offset + limit < PRODUCT_LIMITS.timelineItems;
    const shown = items.slice(0, limit).map((item) => timelineItemAsReaderSees(product.role, item));
    const body: ProductDetailResponse = { product, items: shown, nextOffset: more ? offset + limit : null };
    return c.json(body);
  })
  .patch("/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const change = await readJson(c, updateProductRequestSchema);
    await admitItemWrite(c, user.id);
    const role = await findProductRole(c.var.db, user.id, id);
    if (!role) throw productNotFound();
    if (!hasRole(role, "editor")) throw roleRefused(ROLE_MESSAGES.editorOnly);
    const product = await updateProduct(c.var.db, user.id, id, change);
    if (!product) throw productNotFound();
    await notifyProductPeople(c, id, { type: "product.updated", product: productEventSummary(product) });
    return c.json({ product } satisfies ProductResponse);
  })
  .delete("/:id", async (c) => {
    const user = requireUser(c);
    const items = readItemsChoice(c);
    const id = c.req.param("id");
    const role = await findProductRole(c.var.db, user.id, id);
    if (!role) throw productNotFound();
    if (role !== "owner") throw roleRefused(ROLE_MESSAGES.ownerOnly);
    // Read before the rows go with the product: their lists and open pages learn it is gone.
    const { memberIds: members } = await productPeople(c.var.db, id);
    const outcome = await deleteProduct(c.var.db, user.id, id, items);
    if (!outcome) throw productNotFound();
    await Promise.all([
      closeRoom(c.env, id),
      ...members.map((memberId) => notifyUser(c.env, memberId, { type: "product.deleted", productId: id })),
    ]);
    const events: RealtimeEvent[] = [
      { type: "product.deleted", productId: id },
      ...outcome.deletedIds.map((conversationId): RealtimeEvent => ({ type: "conversation.deleted", conversationId })),
      ...outcome.kept.map((row): RealtimeEvent => ({
        type: "conversation.updated",
        conversation: conversationEventSummary(toConversationSummaryDto({ ...row, productId: null })),
      })),
    ];
    // Independent fan-outs (each is best effort); History and the product pages update at once.
    await Promise.all(events.map((event) => notifyUser(c.env, user.id, event)));
    // Its published page is gone: the edge must not keep serving a copy (docs/product.md#launch).
    if (outcome.pageAddress) await purgePublishedPage(c.var.config, outcome.pageAddress);
    return c.body(null, 204);
  });
