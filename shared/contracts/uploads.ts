import { z } from "zod";

/** Prototype screens: the image types the server accepts (checked by magic bytes, not by name). */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Each uploaded screen may be at most this big; the server answers 413 beyond it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Upload ids are the random part of the upload's R2 key (workers/uploads/storage.ts): 160 random
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

/**
 * Upload links: `/api/uploads/<key>`, the owner-only address of an upload, which saved Markdown
 * (validation reports) links as images. Everything that writes, finds or rewrites them is here.
 */
export const UPLOADS_PATH = "/api/uploads";
const PATH_PATTERN = UPLOADS_PATH.replaceAll("/", "\\/");
/** `![alt](/api/uploads/<key>)`: a Markdown image of an upload, as a pattern to build on. */
export const UPLOAD_IMAGE_PATTERN = String.raw`!\[[^\]]*\]\(${PATH_PATTERN}\/[a-z2-7]+\)`;
const ANY_UPLOAD_IMAGE = new RegExp(String.raw`!\[[^\]]*\]\(${PATH_PATTERN}\/[^)]*\)`, "g");
const UPLOAD_LINK_TARGET = new RegExp(String.raw`\(${PATH_PATTERN}\/([a-z2-7]+)\)`, "g");

export const uploadUrl = (key: string) => `${UPLOADS_PATH}/${key}`;

/** True when the Markdown links this upload; without a key, any upload. */
export function linksUpload(markdown: string, key?: string): boolean {
  return key === undefined ? markdown.includes(`](${UPLOADS_PATH}/`) : markdown.includes(`(${uploadUrl(key)})`);
}

/** Points every upload link at `to(key)` instead. */
export function rewriteUploadLinks(markdown: string, to: (key: string) => string): string {
  return markdown.replace(UPLOAD_LINK_TARGET, (_, key: string) => `(${to(key)})`);
}

/** The Markdown without any image of an upload. */
export function withoutUploadImages(markdown: string): string {
  return markdown.replace(ANY_UPLOAD_IMAGE, "");
}

/** Message shown (and returned as 413) when a file is too big. */
export const UPLOAD_TOO_LARGE_MESSAGE = "Each screen must be at most 5 MB.";
/** Message shown (and returned as 415) when a file is not one of the accepted images. */
export const UPLOAD_NOT_IMAGE_MESSAGE = "Upload PNG, JPEG, WebP or GIF images only.";
