import { ROLE_MESSAGES, hasRole } from "../../shared/contracts/product-members";
import type { Database } from "../../db/client";
import { findProductRole } from "../../db/queries/product-members";
import { findReadableConversation } from "../../db/queries/readable-conversations";
import { ApiError } from "../errors";
import { productNotFound, roleRefused } from "./products";

export const conversationNotFound = () => new ApiError(404, "not_found", "Conversation not found.");

/**
 * What a write on a saved item answers when its owner-scoped statement changed nothing
 * (docs/product.md#members-and-roles): a member of the product the item is in is told what their
 * role allows (403); anyone else, and the owner (whose item is gone), gets the 404 of an unknown
 * id. `edit` is refining, editing or renaming, which an editor may do (their writes check it in
 * the statement, db/queries/item-writes.ts), so an editor who reaches this with `edit` was refused
 * something else of the owner's: continuing the owner's chat. `owner` is what only the owner may
 * do: delete, move, share.
 */
export async function conversationWriteRefusal(
  db: Database,
  userId: string,
  conversationId: string,
  action: "edit" | "owner",
): Promise<ApiError> {
  const found = await findReadableConversation(db, userId, conversationId);
  if (!found || found.role === "owner") return conversationNotFound();
  if (action === "edit" && !hasRole(found.role, "editor")) return roleRefused(ROLE_MESSAGES.editorOnly);
  return roleRefused(ROLE_MESSAGES.ownerOnly);
}

/**
 * Work in a product (saving into it, running a tool or chat in it) that was refused: a commenter
 * or viewer is told what their role allows; anyone else gets the 404 of an unknown product (an
 * owner or editor is refused only when the product went away meanwhile).
 */
export async function productWorkRefusal(db: Database, userId: string, productId: string): Promise<ApiError> {
  const role = await findProductRole(db, userId, productId);
  if (role === null || hasRole(role, "editor")) return productNotFound();
  return roleRefused(ROLE_MESSAGES.editorOnly);
}

/**
 * What only the product's owner may do (its landing page, its prototype tests and their results)
 * that was refused because the caller does not own the product: a member is told so (403); anyone
 * else gets the 404 of an unknown product.
 */
export async function ownerOnlyRefusal(db: Database, userId: string, productId: string): Promise<ApiError> {
  const role = await findProductRole(db, userId, productId);
  return role === null || role === "owner" ? productNotFound() : roleRefused(ROLE_MESSAGES.ownerOnly);
}
