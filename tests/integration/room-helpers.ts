import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { roomServerMessageSchema, type PresentPerson } from "../../shared/contracts/product-room";
import { ORIGIN } from "./auth-helpers";

export function upgrade(productId: string, headers: Record<string, string>) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/products/${productId}/room`, { headers: { Upgrade: "websocket", Origin: ORIGIN, ...headers } }),
  );
}

/** One tab's room socket through the real route: every presence list it got, every other message, and how it closed. */
export async function openRoom(productId: string, cookie: string, extra: Record<string, string> = {}) {
  const response = await upgrade(productId, { Cookie: cookie, ...extra });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const tab = { socket, lists: [] as PresentPerson[][], other: [] as string[], close: null as { code: number; reason: string } | null };
  socket.addEventListener("message", (event) => {
    const text = String(event.data);
    const parsed = text === "pong" ? null : roomServerMessageSchema.safeParse(JSON.parse(text));
    if (parsed?.success && parsed.data.type === "presence") tab.lists.push(parsed.data.people);
    else tab.other.push(String(event.data));
  });
  socket.addEventListener("close", (event) => {
    tab.close = { code: event.code, reason: event.reason };
  });
  socket.accept();
  return tab;
}
export type Tab = Awaited<ReturnType<typeof openRoom>>;
export const latest = (tab: Tab) => tab.lists.at(-1) ?? [];
export const ids = (tab: Tab) => latest(tab).map((person) => person.userId);
