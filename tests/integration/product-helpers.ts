import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { ProductDetailResponse, ProductDto } from "../../shared/contracts/products";
import type { RealtimeEvent } from "../../shared/realtime-events";
import { call, ORIGIN, type signedInUser } from "./auth-helpers";
import { until } from "./wait";

export type Me = Awaited<ReturnType<typeof signedInUser>>;

export const brief = { name: "Tool Library", idea: "Neighbours lend each other garden tools", audience: "Suburban gardeners" };

export async function createProduct(me: Me, body: Record<string, unknown> = brief): Promise<ProductDto> {
  const response = await call("POST", "/api/products", { cookie: me.cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { product: ProductDto }).product;
}

export async function openProduct(me: Me, id: string): Promise<ProductDetailResponse> {
  const response = await call("GET", `/api/products/${id}`, { cookie: me.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ProductDetailResponse;
}

/** Saves a chat or a tool result (with `tool`), optionally into a product; the raw response. */
export function saveItem(me: Me, body: { messages: { role: string; content: string }[]; tool?: string; productId?: string }) {
  return call("POST", "/api/conversations", { cookie: me.cookie, body });
}

export async function savedId(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

/** A tab's realtime socket: every event it receives, in order. */
export async function listen(cookie: string): Promise<RealtimeEvent[]> {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const events: RealtimeEvent[] = [];
  socket.addEventListener("message", (message) => events.push(JSON.parse(String(message.data)) as RealtimeEvent));
  socket.accept();
  return events;
}

/** The product's row and its items' product ids as D1 holds them, to prove a refused request changed nothing. */
export async function productSnapshot(productId: string) {
  const row = await env.DB.prepare("SELECT name, idea, audience, notes, personas, updated_at FROM products WHERE id = ?")
    .bind(productId)
    .first();
  const items = await env.DB.prepare("SELECT id, product_id FROM conversations WHERE product_id = ? ORDER BY id").bind(productId).all();
  return { row, items: items.results };
}

/**
 * Waits until the clock has passed every timestamp written so far (a save stamps its rows a few
 * milliseconds ahead), so the next write is newer by time and orders after it, on any machine.
 */
export async function afterLastWrite(): Promise<void> {
  const mark = Date.now() + 5;
  await until(() => Date.now() > mark);
}
