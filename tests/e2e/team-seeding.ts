import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import type { MemberRole } from "../../shared/contracts/product-members";
import { baseUrl } from "./browser";

/**
 * A team's product seeded through the API, for tests whose subject is something else (the sharing
 * UI has its own test, tests/e2e/product-sharing.test.ts): what the owner makes and who joins it.
 */

/** A JSON request as the signed-in account of `context`; the parsed body after checking the status (null for 204). */
export async function apiAs<T = unknown>(
  context: BrowserContext,
  method: "get" | "post" | "patch" | "delete",
  path: string,
  data: unknown,
  status: number,
): Promise<T> {
  const response = await context.request[method](`${baseUrl()}${path}`, { data, headers: { Origin: baseUrl() } });
  expect(response.status(), await response.text()).toBe(status);
  return (status === 204 ? null : await response.json()) as T;
}

/** The owner's new product; its id. */
export async function createProductAs(owner: BrowserContext, product: { name: string; idea: string }): Promise<string> {
  return (await apiAs<{ product: { id: string } }>(owner, "post", "/api/products", product, 201)).product.id;
}

/** The owner makes an invite link for `role`; `member` follows it and is in the product. */
export async function joinAs(owner: BrowserContext, member: BrowserContext, productId: string, role: MemberRole): Promise<void> {
  const { invite } = await apiAs<{ invite: { url: string } }>(owner, "post", `/api/products/${productId}/invites`, { role }, 201);
  await apiAs(member, "post", "/api/invites/accept", { token: invite.url.split("/invite/")[1] }, 200);
}
