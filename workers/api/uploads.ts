import { Hono } from "hono";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadIdSchema,
  uploadUrl,
  type UploadResponse,
} from "../../shared/contracts/uploads";
import { newId } from "../../db/ids";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { sniffImageType } from "../uploads/image-type";
import { getOwnUpload, notFound, uploadObjectKey, uploadResponse } from "../uploads/storage";
import { readBodyBytes } from "./read-body";
import { addUpload, isCountedByRow, releaseLegacyUpload, removeUpload, UPLOAD_ROW_METADATA } from "../../db/queries/storage";
import { STORAGE_FULL_MESSAGE } from "../../shared/contracts/storage";
import { ROLE_MESSAGES } from "../../shared/contracts/product-members";
import { isProductOwnersUpload } from "../../db/queries/upload-access";
import type { Database } from "../../db/client";
import { roleRefused } from "./products";

/** Room for multipart boundaries and part headers around one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Prototype screens for the UX Prototype Validator, stored in R2 under the uploader's prefix.
 *   POST   /api/uploads       multipart (field "file") or the raw image as the body → 201 {upload}
 *   GET    /api/uploads/:key  the image, to its owner only
 *   DELETE /api/uploads/:key  removes it (the screen's remove button)
 * Refused (uploadRefusal): a member of one of the uploader's products gets 403, anyone else 404.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const user = requireUser(c);
    const contentType = c.req.header("content-type") ?? "";
    const multipart = /^multipart\/form-data/i.test(contentType);
    const body = await readBodyBytes(c.req.raw, MAX_UPLOAD_BYTES + (multipart ? MULTIPART_OVERHEAD : 0), tooLarge);
    const bytes = multipart ? await fileFromMultipart(body, contentType) : body;
    if (bytes.byteLength === 0) throw new ApiError(400, "bad_request", "Choose an image to upload.");
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
    const type = sniffImageType(bytes);
    if (!type) throw new ApiError(415, "unsupported_media_type", UPLOAD_NOT_IMAGE_MESSAGE);

    // The bytes count against the account's storage before they are stored, and come back if storing fails.
    const { db, config } = c.var;
    const key = newId();
    if (!(await addUpload(db, user.id, key, bytes.byteLength, config.storage)))
      throw new ApiError(403, "storage_full", STORAGE_FULL_MESSAGE);
    try {
      await c.env.BUCKET.put(uploadObjectKey(user.id, key), bytes, {
        httpMetadata: { contentType: type },
        customMetadata: { userId: user.id, ...UPLOAD_ROW_METADATA },
      });
    } catch (error) {
      await removeUpload(db, user.id, key);
      throw error;
    }
    const response: UploadResponse = { upload: { key, url: uploadUrl(key), contentType: type, size: bytes.byteLength } };
    return c.json(response, 201);
  })
  .get("/:key", async (c) => {
    const user = requireUser(c);
    const key = c.req.param("key");
    const object = await getOwnUpload(c.env.BUCKET, user.id, key).catch(async (error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? await uploadRefusal(c.var.db, user.id, key) : error;
    });
    return uploadResponse(object);
  })
  .delete("/:key", async (c) => {
    const user = requireUser(c);
    const key = c.req.param("key");
    if (!uploadIdSchema.safeParse(key).success) throw notFound();
    const objectKey = uploadObjectKey(user.id, key);
    // Removing the row decides, in one statement, which of parallel deletes gives the bytes back.
    // Without one, the image still goes: a screen stored with a row gave its bytes back to the
    // parallel delete that removed the row; one stored before uploads had rows (no marker) gives
    // its size back through the one statement that adds its release row.
    const released = await removeUpload(c.var.db, user.id, key);
    if (released === null) {
      const stored = await c.env.BUCKET.head(objectKey);
      if (!stored) throw await uploadRefusal(c.var.db, user.id, key);
      if (!isCountedByRow(stored.customMetadata)) await releaseLegacyUpload(c.var.db, user.id, key, stored.size);
    }
    await c.env.BUCKET.delete(objectKey);
    return c.body(null, 204);
  });

/**
 * Someone else's upload (or none): a member of a product of the uploader's is told the owner's
 * screenshots are the owner's alone (docs/product.md#members-and-roles); anyone else gets the
 * 404 of an unknown upload, so a stranger learns nothing about the key.
 */
async function uploadRefusal(db: Database, userId: string, key: string): Promise<ApiError> {
  if (!uploadIdSchema.safeParse(key).success) return notFound();
  return (await isProductOwnersUpload(db, userId, key)) ? roleRefused(ROLE_MESSAGES.ownerOnly) : notFound();
}

function tooLarge() {
  return new ApiError(413, "payload_too_large", UPLOAD_TOO_LARGE_MESSAGE);
}

async function fileFromMultipart(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "bad_request", "The upload is not valid multipart form data.");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new ApiError(400, "bad_request", "Send the image in a form field called “file”.");
  return new Uint8Array(await file.arrayBuffer());
}
