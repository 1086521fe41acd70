import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, uploadResponseSchema } from "../../shared/contracts/uploads";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { GIF, JPEG, PNG_1X1, upload, WEBP } from "./upload-helpers";

async function uploaded(cookie: string, bytes: Uint8Array<ArrayBuffer> = PNG_1X1) {
  const response = await upload(cookie, bytes, { multipart: true });
  expect(response.status).toBe(201);
  return uploadResponseSchema.parse(await response.json()).upload;
}

describe("POST /api/uploads", () => {
  it("needs a session", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/uploads`, { method: "POST", headers: { Origin: ORIGIN }, body: PNG_1X1 }),
    );
    expect(response.status).toBe(401);
  });

  it("stores PNG, JPEG, WebP and GIF (multipart or raw) under the user's own prefix", async () => {
    const me = await signedInUser("up-types");
    const cases: [Uint8Array<ArrayBuffer>, string][] = [
      [PNG_1X1, "image/png"],
      [JPEG, "image/jpeg"],
      [GIF, "image/gif"],
      [WEBP, "image/webp"],
    ];
    for (const [bytes, type] of cases) {
      for (const multipart of [true, false]) {
        const response = await upload(me.cookie, bytes, { multipart });
        expect(response.status, `${type} multipart=${multipart}`).toBe(201);
        const { upload: dto } = uploadResponseSchema.parse(await response.json());
        expect(dto.contentType).toBe(type);
        expect(dto.size).toBe(bytes.byteLength);
        expect(dto.url).toBe(`/api/uploads/${dto.key}`);
        const object = await env.BUCKET.head(`users/${me.user.id}/uploads/${dto.key}`);
        expect(object?.httpMetadata?.contentType).toBe(type);
      }
    }
  });

  it("sniffs magic bytes: a text file named .png with an image type is 415", async () => {
    const me = await signedInUser("up-sniff");
    const fake = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    const response = await upload(me.cookie, fake, { multipart: true, type: "image/png", name: "evil.png" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: "unsupported_media_type", message: "Upload PNG, JPEG, WebP or GIF images only." },
    });
    expect((await upload(me.cookie, fake, { type: "image/png" })).status).toBe(415);
  });

  it("refuses files over 5 MB with 413 and accepts exactly 5 MB", async () => {
    const me = await signedInUser("up-size");
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG_1X1.subarray(0, 8));
    for (const multipart of [true, false]) {
      const response = await upload(me.cookie, big, { multipart });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Each screen must be at most 5 MB.");
    }
    expect((await upload(me.cookie, big.subarray(0, MAX_UPLOAD_BYTES))).status).toBe(201);
  });

  it("refuses an empty body", async () => {
    const me = await signedInUser("up-empty");
    expect((await upload(me.cookie, new Uint8Array())).status).toBe(400);
  });
});

describe("GET and DELETE /api/uploads/:key", () => {
  it("serves an upload to its owner with its sniffed type, nosniff and a restrictive CSP", async () => {
    const me = await signedInUser("up-get");
    const dto = await uploaded(me.cookie);
    const response = await call("GET", dto.url, { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("cache-control")).toContain("private");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_1X1);
  });

  it("is 404 for other users, visitors, unknown and malformed keys", async () => {
    const owner = await signedInUser("up-owner");
    const other = await signedInUser("up-other");
    const dto = await uploaded(owner.cookie);
    expect((await call("GET", dto.url, { cookie: other.cookie })).status).toBe(404);
    expect((await call("DELETE", dto.url, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", dto.url)).status).toBe(401);
    expect((await call("GET", "/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", { cookie: owner.cookie })).status).toBe(404);
    expect((await call("GET", "/api/uploads/..%2F..%2Fsecret", { cookie: owner.cookie })).status).toBe(404);
    // Still there for its owner after the other user's attempts.
    expect((await call("GET", dto.url, { cookie: owner.cookie })).status).toBe(200);
  });

  it("deletes the owner's upload", async () => {
    const me = await signedInUser("up-delete");
    const dto = await uploaded(me.cookie);
    expect((await call("DELETE", dto.url, { cookie: me.cookie })).status).toBe(204);
    expect((await call("GET", dto.url, { cookie: me.cookie })).status).toBe(404);
    expect(await env.BUCKET.head(`users/${me.user.id}/uploads/${dto.key}`)).toBeNull();
    expect((await call("DELETE", dto.url, { cookie: me.cookie })).status).toBe(404);
  });
});
