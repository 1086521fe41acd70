import { exports } from "cloudflare:workers";
import { ORIGIN } from "./auth-helpers";

// A real 1×1 PNG, and the first bytes of the other accepted formats.
export const PNG_1X1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const GIF = new Uint8Array(new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;"));
export const WEBP = new Uint8Array(new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00"));

export function upload(
  cookie: string,
  bytes: Uint8Array<ArrayBuffer>,
  options: { multipart?: boolean; type?: string; name?: string } = {},
) {
  let body: BodyInit = bytes;
  const headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie };
  if (options.multipart) {
    const form = new FormData();
    form.set("file", new File([bytes], options.name ?? "screen.png", { type: options.type ?? "image/png" }));
    body = form;
  } else {
    headers["Content-Type"] = options.type ?? "application/octet-stream";
  }
  return exports.default.fetch(new Request(`${ORIGIN}/api/uploads`, { method: "POST", headers, body }));
}
