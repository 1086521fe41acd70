import { uploadIdSchema, type UploadImageType } from "../../shared/contracts/uploads";
import { ApiError } from "../errors";

/**
 * The R2 key layout, here only. Everything of a user lives under their prefix, so account
 * deletion (which removes `users/{id}/`) takes it along, and every read is scoped to the caller
 * by construction: another user's id simply does not exist under your prefix.
 */
const userPrefix = (userId: string) => `users/${userId}/`;
export const uploadObjectKey = (userId: string, id: string) => `${userPrefix(userId)}uploads/${id}`;

/** Deletes every R2 object under the user's prefix, a listing page (≤1000 keys) at a time. */
/** One page (up to 1,000) of the user's uploads deleted; true while more may be left. */
export async function deleteUserObjectsPage(bucket: R2Bucket, userId: string): Promise<boolean> {
  const page = await bucket.list({ prefix: userPrefix(userId) });
  if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
  return page.truncated || page.objects.length > 0;
}

export function notFound(): ApiError {
  return new ApiError(404, "not_found", "That upload does not exist.");
}

/** The caller's upload, or a 404 — also for ids that are malformed or belong to someone else. */
export async function getOwnUpload(bucket: R2Bucket, userId: string, id: string): Promise<R2ObjectBody> {
  if (!uploadIdSchema.safeParse(id).success) throw notFound();
  const object = await bucket.get(uploadObjectKey(userId, id));
  if (!object) throw notFound();
  return object;
}

export async function readOwnUpload(bucket: R2Bucket, userId: string, id: string): Promise<{ bytes: Uint8Array; type: UploadImageType }> {
  const object = await getOwnUpload(bucket, userId, id);
  return { bytes: new Uint8Array(await object.arrayBuffer()), type: object.httpMetadata?.contentType as UploadImageType };
}

/** Served images can never run anything, even if opened directly. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * An uploaded image as a response: its sniffed type, no sniffing by the browser, no scripts.
 * The owner's own copy may be kept an hour; one seen through a share link is never stored, so
 * revoking the link (or its screenshots) takes effect on the visitor's next view.
 */
export function uploadResponse(object: R2ObjectBody, { viaShare = false } = {}): Response {
  return new Response(object.body, {
    headers: {
      // The type was sniffed from the bytes at upload time, never taken from the client.
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": UPLOAD_CSP,
      "Cache-Control": viaShare ? "no-store" : "private, max-age=3600",
      "Content-Disposition": "inline",
    },
  });
}
