import type { UploadImageType } from "../../shared/contracts/uploads";

/**
 * The image type the bytes really are, from their magic numbers — never from a file name or
 * a client-declared Content-Type, which anyone can fake. Null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  // "GIF87a" / "GIF89a"
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export function toDataUrl(bytes: Uint8Array, type: UploadImageType): string {
  return `data:${type};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}`;
}

/** Decodes a base64 image data URL; null when it is not one. */
export function decodeDataUrl(url: string): Uint8Array | null {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  if (!match) return null;
  return new Uint8Array(Buffer.from(match[1]!, "base64"));
}
