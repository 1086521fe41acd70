import type { Context } from "hono";
import { MAX_UPLOAD_BYTES, UPLOAD_NOT_IMAGE_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from "../../../shared/contracts/uploads";
import { MAX_PROTOTYPE_IMAGES } from "../../../shared/contracts/validate-ux";
import type { ToolName } from "../../../tools/contracts";
import { ApiError } from "../../errors";
import type { AppEnv } from "../../hono-env";
import { decodeDataUrl, sniffImageType, toDataUrl } from "../../uploads/image-type";
import { readOwnUpload } from "../../uploads/storage";

/**
 * The images a tool call shows the vision model. Only the prototype validator takes images:
 * the first three it was sent (docs/product.md#ux-prototype-validator), each either an inline data URL or the key of
 * one of the caller's own uploads, which is read from R2 here. Whatever arrives, the model
 * gets a data URL whose type was checked from the bytes. Keys that are not the caller's are 404.
 */
export async function toolImages(c: Context<AppEnv>, name: ToolName, input: unknown, userId: string): Promise<string[]> {
  if (name !== "validate-ux") return [];
  return screenImages(c, (input as { prototypeImages?: string[] }).prototypeImages ?? [], userId);
}

/** The first three screens as checked data URLs: inline ones by their bytes, upload keys only when the caller's own (else 404). */
export function screenImages(c: Context<AppEnv>, references: readonly string[], userId: string): Promise<string[]> {
  const images = references.slice(0, MAX_PROTOTYPE_IMAGES);
  return Promise.all(
    images.map((image) => (image.startsWith("data:") ? checkedDataUrl(image) : uploadAsDataUrl(c.env.BUCKET, userId, image))),
  );
}

function checkedDataUrl(url: string): string {
  const bytes = decodeDataUrl(url);
  if (!bytes) throw new ApiError(415, "unsupported_media_type", UPLOAD_NOT_IMAGE_MESSAGE);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, "payload_too_large", UPLOAD_TOO_LARGE_MESSAGE);
  const type = sniffImageType(bytes);
  if (!type) throw new ApiError(415, "unsupported_media_type", UPLOAD_NOT_IMAGE_MESSAGE);
  return toDataUrl(bytes, type);
}

async function uploadAsDataUrl(bucket: R2Bucket, userId: string, key: string): Promise<string> {
  const { bytes, type } = await readOwnUpload(bucket, userId, key);
  return toDataUrl(bytes, type);
}
