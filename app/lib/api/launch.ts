import {
  addressAvailabilitySchema,
  launchCardSchema,
  type AddressAvailability,
  type LaunchCard,
  type PublishRequest,
} from "@shared/contracts/launch";
import { apiRequest, apiSend } from "../api-client";

/**
 * The owner's Launch API (docs/product.md#launch). Every answer is checked against its contract,
 * so a server that drifts shows an error instead of a half-drawn card.
 */

const launchPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/launch`;

/**
 * Whether `address` can be this user's page address, with the reason and a free alternative when
 * not. With `productId`, an address counts as free only when no page or that product's holds it.
 */
export function checkAddress(
  address: string,
  init: { productId?: string | null; signal?: AbortSignal } = {},
): Promise<AddressAvailability> {
  const query = init.productId ? `?productId=${encodeURIComponent(init.productId)}` : "";
  return apiRequest(`/api/launch/addresses/${encodeURIComponent(address)}${query}`, addressAvailabilitySchema, {
    signal: init.signal,
    fallbackError: "Could not check the address",
  });
}

/** Publishes (or publishes again) the product's page; answers the refreshed Launch card. */
export function publishLaunch(productId: string, request: PublishRequest): Promise<LaunchCard> {
  return apiRequest(launchPath(productId), launchCardSchema, {
    method: "PUT",
    body: JSON.stringify(request),
    fallbackError: "Could not publish the page",
  });
}

/** Takes the page down; the address and the sign-ups stay the product's. */
export function unpublishLaunch(productId: string): Promise<void> {
  return apiSend(`${launchPath(productId)}/live`, { method: "DELETE", fallbackError: "Could not unpublish the page" });
}

export function readLaunchCard(productId: string, init: { signal?: AbortSignal } = {}): Promise<LaunchCard> {
  return apiRequest(launchPath(productId), launchCardSchema, { ...init, fallbackError: "Could not read the launch figures" });
}

export function deleteSignup(productId: string, signupId: string): Promise<void> {
  return apiSend(`${launchPath(productId)}/signups/${encodeURIComponent(signupId)}`, {
    method: "DELETE",
    fallbackError: "Could not delete the sign-up",
  });
}

/** A link target, not a fetch: the browser downloads the file with the session cookie. */
export function signupsCsvUrl(productId: string): string {
  return `${launchPath(productId)}/signups.csv`;
}
