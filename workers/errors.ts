import type { ContentfulStatusCode } from "hono/utils/http-status";
import { refusedBy } from "../db/queries/storage";
import type { ErrorFields } from "../shared/contracts/api-error";
import {
  VERSION_CONFLICT_CODE,
  versionConflictMessage,
  type VersionConflictBody,
  type VersionConflictLatest,
} from "../shared/contracts/versions";
import { CONVERSATION_FULL_MESSAGE, OWNER_STORAGE_FULL_MESSAGE, STORAGE_FULL_MESSAGE } from "../shared/contracts/storage";

/** Machine-readable error codes the API returns in `{error: {code, message, fields?}}` (shared/contracts/api-error.ts). */
export type ErrorCode =
  | "bad_request"
  | "validation_error"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "gone"
  | "conflict"
  | "version_conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "storage_full"
  | "ai_unavailable"
  | "ai_invalid_output"
  | "ai_timeout"
  | "internal_error";

/**
 * The one error type the server throws on purpose. Anything else that escapes a handler is
 * an unexpected fault and becomes a 500 with a generic message (see `toErrorResponse`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The refused request's fields by path, each with its message (see ErrorFields). */
    readonly fields?: ErrorFields,
    /** What the answer carries beside `error`, as its contract says (a version conflict's `latest`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * 429 for a counted limit that is full: `{reason} Please try again in N minute(s).`, with Retry-After
 * in whole seconds (at least one) until the count lets the caller in again.
 */
export function tryAgainLater(reason: string, waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(429, "rate_limited", `${reason} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(seconds),
  });
}

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: ErrorFields } } & Record<string, unknown>;

/** Turns any thrown value into the JSON error shape, in one place. */
export function toErrorResponse(error: unknown): Response {
  const known = error instanceof ApiError ? error : storageRefusal(error);
  const apiError = known ?? new ApiError(500, "internal_error", "Something went wrong on our side. Please try again.");
  if (!known) {
    console.error(JSON.stringify({ level: "error", event: "unhandled_error", message: String(error) }));
  }
  const body: ErrorBody = {
    ...apiError.extra,
    error: {
      code: apiError.code,
      message: apiError.message,
      ...(apiError.fields && Object.keys(apiError.fields).length > 0 && { fields: apiError.fields }),
    },
  };
  return Response.json(body, { status: apiError.status, headers: apiError.headers });
}

/** A write a storage guard rolled back (db/queries/storage.ts) is the user's limit, not a fault. */
export function storageRefusal(error: unknown): ApiError | null {
  return storageLimitError(refusedBy(error));
}

/**
 * A member's save into a product that a storage guard refused (docs/product.md#storage): the
 * storage is the owner's, so the member is told to ask them, not to delete their own work.
 */
export function memberStorageRefusal(error: unknown): ApiError | null {
  return refusedBy(error) === "storage" ? new ApiError(403, "storage_full", OWNER_STORAGE_FULL_MESSAGE) : null;
}

/** The answer for a storage limit, whether a guard met it or a check found it before any work. */
export function storageLimitError(limit: "storage" | "conversation_size" | null): ApiError | null {
  if (limit === "storage") return new ApiError(403, "storage_full", STORAGE_FULL_MESSAGE);
  if (limit === "conversation_size") return new ApiError(409, "conflict", CONVERSATION_FULL_MESSAGE);
  return null;
}

/** A save made on a version that is no longer the newest (docs/product.md#version-conflicts): 409 naming who saved the newer one. */
export function versionConflict(latest: VersionConflictLatest): ApiError {
  const body: Omit<VersionConflictBody, "error"> = { latest };
  return new ApiError(409, VERSION_CONFLICT_CODE, versionConflictMessage(latest.authorEmail), {}, undefined, body);
}
