import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

/** Saves a conversation through the API as the context's signed-in user; returns its id. */
export async function saveConversation(context: BrowserContext, body: unknown): Promise<string> {
  const response = await context.request.post(`${baseUrl()}/api/conversations`, { data: body, headers: { Origin: baseUrl() } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

/** Turns on the share link of a saved conversation; returns its share id. */
export async function shareConversation(context: BrowserContext, id: string): Promise<string> {
  const response = await context.request.post(`${baseUrl()}/api/conversations/${id}/share`, { headers: { Origin: baseUrl() } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { shareId: string }).shareId;
}
