import { z } from "zod";

/** Prototype screens: the image types the server accepts (checked by magic bytes, not by name). */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Each uploaded screen may be at most this big; the server answers 413 beyond it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Upload ids are the random part of the R2 key (`users/{userId}/uploads/{id}`): 160 random
 * bits in lower-case base32, the same shape as every other id.
 */
export const uploadIdSchema = z.string().regex(/^[a-z2-7]{32}$/);

/** `POST /api/uploads` → 201 with this body. `url` is served to its owner only. */
export const uploadResponseSchema = z.object({
  upload: z.object({
    key: uploadIdSchema,
    url: z.string(),
    contentType: z.enum(UPLOAD_IMAGE_TYPES),
    size: z.number().int().positive(),
  }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export type UploadDto = UploadResponse["upload"];

export const uploadUrl = (key: string) => `/api/uploads/${key}`;

/** Message shown (and returned as 413) when a file is too big. */
export const UPLOAD_TOO_LARGE_MESSAGE = "Each screen must be at most 5 MB.";
/** Message shown (and returned as 415) when a file is not one of the accepted images. */
export const UPLOAD_NOT_IMAGE_MESSAGE = "Upload PNG, JPEG, WebP or GIF images only.";
