import type { ProductRole } from "../../shared/contracts/product-members";
import type { ResultVersion } from "../../shared/result-versions";
import { withoutPrivateScreens } from "../uploads/shared-screens";

/**
 * What a member who does not own an item is shown of it (docs/product.md#members-and-roles): no
 * share link, which is the owner's to hand out, and none of the owner's private screenshots, which
 * only the owner's uploads route serves (they would be broken images); the owner sees it whole.
 */
export function asReaderSees<
  T extends {
    role: ProductRole;
    shareId: string | null;
    shareScreens: boolean;
    messages: { content: string }[];
    latestVersion: ResultVersion | null;
  },
>(found: T): T {
  if (found.role === "owner") return found;
  return {
    ...found,
    shareId: null,
    shareScreens: false,
    messages: found.messages.map((message) => ({ ...message, content: withoutPrivateScreens(message.content) })),
    latestVersion: found.latestVersion && versionAsReaderSees(found.role, found.latestVersion),
  };
}

export function versionAsReaderSees<T extends { parts: string[] }>(role: ProductRole, version: T): T {
  return role === "owner" ? version : { ...version, parts: version.parts.map(withoutPrivateScreens) };
}

/** A product's timeline entry as the same reader sees it: no sign of the owner's share link, no private screenshots. */
export function timelineItemAsReaderSees<T extends { shared: boolean; latest: string }>(role: ProductRole, item: T): T {
  return role === "owner" ? item : { ...item, shared: false, latest: withoutPrivateScreens(item.latest) };
}
