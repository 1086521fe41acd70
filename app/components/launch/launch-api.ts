import { z } from "zod";
import { launchCardSchema, type LaunchCard, type PublishRequest } from "@shared/contracts/launch";
import { apiJson, ClientApiError } from "~/lib/api-client";

/**
 * The owner's Launch API as the app calls it (docs/product.md#launch). Every answer is checked
 * against its contract, so a server that drifts shows an error instead of a half-drawn card.
 */

export const addressAvailabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().optional(),
  suggestion: z.string().optional(),
});
export type AddressAvailability = z.infer<typeof addressAvailabilitySchema>;

const launchPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/launch`;

function checked<T>(schema: z.ZodType<T>, body: unknown, fallback: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ClientApiError(fallback, 0);
  return parsed.data;
}

/**
 * Whether `address` can be this user's page address, with the reason and a free alternative when
 * not. With `productId`, an address counts as free only when no page or that product's holds it.
 */
export async function checkAddress(
  address: string,
  init: { productId?: string | null; signal?: AbortSignal } = {},
): Promise<AddressAvailability> {
  const fallback = "Could not check the address";
  const query = init.productId ? `?productId=${encodeURIComponent(init.productId)}` : "";
  const body = await apiJson<unknown>(`/api/launch/addresses/${encodeURIComponent(address)}${query}`, {
    signal: init.signal,
    fallbackError: fallback,
  });
  return checked(addressAvailabilitySchema, body, fallback);
}

/** Publishes (or publishes again) the product's page; answers the refreshed Launch card. */
export async function publishLaunch(productId: string, request: PublishRequest): Promise<LaunchCard> {
  const fallback = "Could not publish the page";
  const body = await apiJson<unknown>(launchPath(productId), { method: "PUT", body: JSON.stringify(request), fallbackError: fallback });
  return checked(launchCardSchema, body, fallback);
}

/** Takes the page down; the address and the sign-ups stay the product's. */
export async function unpublishLaunch(productId: string): Promise<void> {
  await apiJson<unknown>(`${launchPath(productId)}/live`, { method: "DELETE", fallbackError: "Could not unpublish the page" });
}

export async function readLaunchCard(productId: string, init: { signal?: AbortSignal } = {}): Promise<LaunchCard> {
  const fallback = "Could not read the launch figures";
  const body = await apiJson<unknown>(launchPath(productId), { ...init, fallbackError: fallback });
  return checked(launchCardSchema, body, fallback);
}

export async function deleteSignup(productId: string, signupId: string): Promise<void> {
  await apiJson<void>(`${launchPath(productId)}/signups/${encodeURIComponent(signupId)}`, {
    method: "DELETE",
    fallbackError: "Could not delete the sign-up",
  });
}

/** A link target, not a fetch: the browser downloads the file with the session cookie. */
export function signupsCsvUrl(productId: string): string {
  return `${launchPath(productId)}/signups.csv`;
}
