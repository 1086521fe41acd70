import type { SessionResponse } from "@shared/auth-schema";
import type {
  ConversationListResponse,
  ConversationSearchHit,
  ConversationSearchResponse,
  ConversationSummaryDto,
  ResultVersionResponse,
  ShareResponse,
} from "@shared/contracts/conversations";
import type { ProductListResponse, ProductSummaryDto } from "@shared/contracts/products";
import type { VersionConflictBody, VersionConflictLatest } from "@shared/contracts/versions";
import { MEMBER_ROLES, type ProductRole } from "@shared/contracts/product-members";
import { TOOL_NAMES } from "@shared/contracts/tool-names";

/**
 * Zod-free readers of the API answers the signed-in shell and the /auth page read (the session,
 * saved conversations, the product list), so those pages need not ship zod. Each accepts exactly
 * what its contract accepts and returns the same value (unknown keys dropped), or null;
 * tests/unit/read-api-data.test.ts holds each one to its schema in shared/.
 */
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

/** Every item read by `read`, or null when one of them is refused. */
function readList<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ === null) return null;
    items.push(read_);
  }
  return items;
}

/** `GET /api/auth/session`. */
export function readSessionResponse(value: unknown): SessionResponse | null {
  if (!isFields(value)) return null;
  const { user } = value;
  if (user === null) return { user: null };
  return isFields(user) && isString(user.id) && isString(user.email) ? { user: { id: user.id, email: user.email } } : null;
}

export function readConversationSummary(value: unknown): ConversationSummaryDto | null {
  if (!isFields(value)) return null;
  const { id, title, updatedAt, shared, tool, productId } = value;
  if (!isString(id) || !isString(title) || !isNumber(updatedAt) || typeof shared !== "boolean") return null;
  if (tool !== null && !(TOOL_NAMES as readonly unknown[]).includes(tool)) return null;
  if (productId !== undefined && !isStringOrNull(productId)) return null;
  const summary: ConversationSummaryDto = { id, title, updatedAt, shared, tool: tool as ConversationSummaryDto["tool"] };
  return productId === undefined ? summary : { ...summary, productId };
}

/** `{conversation}`: a save, a rename or move, a copy of a shared conversation. */
export function readConversationSummaryResponse(value: unknown): { conversation: ConversationSummaryDto } | null {
  const conversation = isFields(value) ? readConversationSummary(value.conversation) : null;
  return conversation && { conversation };
}

/** `GET /api/conversations`. */
export function readConversationList(value: unknown): ConversationListResponse | null {
  if (!isFields(value) || !isStringOrNull(value.nextCursor)) return null;
  const conversations = readList(value.conversations, readConversationSummary);
  return conversations && { conversations, nextCursor: value.nextCursor };
}

function readSearchHit(value: unknown): ConversationSearchHit | null {
  const summary = readConversationSummary(value);
  const snippet = (value as Fields | null)?.snippet;
  return summary && isStringOrNull(snippet) ? { ...summary, snippet } : null;
}

/** `GET /api/conversations?q=&kind=`. */
export function readConversationSearch(value: unknown): ConversationSearchResponse | null {
  if (!isFields(value) || !isStringOrNull(value.nextCursor)) return null;
  if (value.indexing !== undefined && value.indexing !== true) return null;
  const conversations = readList(value.conversations, readSearchHit);
  if (!conversations) return null;
  return value.indexing ? { conversations, nextCursor: value.nextCursor, indexing: true } : { conversations, nextCursor: value.nextCursor };
}

/** `POST /api/conversations/:id/share`. */
export function readShareResponse(value: unknown): ShareResponse | null {
  if (!isFields(value)) return null;
  const { shareId, url, includeScreens } = value;
  return isString(shareId) && isString(url) && typeof includeScreens === "boolean" ? { shareId, url, includeScreens } : null;
}

/** `GET …/versions/:number`, of the owner's saved result or of a share. */
export function readResultVersion(value: unknown): ResultVersionResponse | null {
  const version = isFields(value) ? value.version : null;
  if (!isFields(version)) return null;
  const { number, note, restoredFrom } = version;
  if (!isInteger(number) || !isStringOrNull(note) || !(restoredFrom === null || isInteger(restoredFrom))) return null;
  if (version.by !== undefined && !isString(version.by)) return null;
  const parts = readList(version.parts, (part) => (isString(part) ? part : null));
  return parts && { version: { number, note, restoredFrom, ...(isString(version.by) ? { by: version.by } : {}), parts } };
}

/** A 409 `version_conflict` (shared/contracts/versions.ts): the newest version it names, or null for any other answer. */
export function readVersionConflict(value: unknown): VersionConflictLatest | null {
  const code: VersionConflictBody["error"]["code"] = "version_conflict";
  if (!isFields(value) || !isFields(value.error) || value.error.code !== code || !isString(value.error.message)) return null;
  const latest = value.latest;
  if (!isFields(latest) || !isInteger(latest.number) || !isString(latest.authorEmail)) return null;
  return { number: latest.number, authorEmail: latest.authorEmail };
}

const isProductRole = (value: unknown): value is ProductRole => value === "owner" || MEMBER_ROLES.some((role) => role === value);

function readProductSummary(value: unknown): ProductSummaryDto | null {
  if (!isFields(value)) return null;
  const { id, name, idea, audience, updatedAt, createdAt, items, role, ownerEmail } = value;
  return isString(id) &&
    isString(name) &&
    isString(idea) &&
    isString(audience) &&
    isNumber(updatedAt) &&
    isNumber(createdAt) &&
    isNumber(items) &&
    isProductRole(role) &&
    isStringOrNull(ownerEmail)
    ? { id, name, idea, audience, updatedAt, createdAt, items, role, ownerEmail }
    : null;
}

/** `GET /api/products`. */
export function readProductList(value: unknown): ProductListResponse | null {
  const products = isFields(value) ? readList(value.products, readProductSummary) : null;
  return products && { products };
}
