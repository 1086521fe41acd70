import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newId } from "../../db/ids";
import { uploadResponseSchema } from "../../shared/contracts/uploads";
import { call, signedInUser } from "./auth-helpers";
import { PNG_1X1, upload } from "./upload-helpers";

type Me = Awaited<ReturnType<typeof signedInUser>>;

const storedBytes = async (me: Me) =>
  (await env.DB.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = ?").bind(me.user.id).first<{ bytes: number }>())!.bytes;

/** A PNG of `size` bytes: the signature the upload route sniffs, then padding. */
function pngOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_1X1);
  return bytes;
}

async function uploaded(me: Me, bytes: Uint8Array<ArrayBuffer>) {
  const response = await upload(me.cookie, bytes);
  expect(response.status).toBe(201);
  return uploadResponseSchema.parse(await response.json()).upload;
}

describe("removing an uploaded screen gives its bytes back once", () => {
  it("twelve parallel deletes of one 5 MB screen give back 5 MB, not more", async () => {
    const me = await signedInUser("upload-race");
    const kept = await uploaded(me, pngOf(1_000));
    const big = await uploaded(me, pngOf(5 * 1024 * 1024));
    expect(await storedBytes(me)).toBe(kept.size + big.size);

    const answers = await Promise.all(Array.from({ length: 12 }, () => call("DELETE", big.url, { cookie: me.cookie })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(204);
    expect(statuses.every((status) => status === 204 || status === 404)).toBe(true);
    expect(await env.BUCKET.head(`users/${me.user.id}/uploads/${big.key}`)).toBeNull();
    // The other screen still counts in full: no delete gave back more than it removed.
    expect(await storedBytes(me)).toBe(kept.size);
    expect((await call("GET", kept.url, { cookie: me.cookie })).status).toBe(200);
  });

  it("a screen stored before uploads had rows gives its counted bytes back exactly once, however many deletes race", async () => {
    const me = await signedInUser("upload-legacy");
    const kept = await uploaded(me, pngOf(2_000));
    // Stored as the upload route did before migration 0018: the object, and its bytes added to the account.
    const key = newId();
    await env.BUCKET.put(`users/${me.user.id}/uploads/${key}`, pngOf(3_000), {
      httpMetadata: { contentType: "image/png" },
      customMetadata: { userId: me.user.id },
    });
    await env.DB.prepare("UPDATE users SET storage_bytes = storage_bytes + 3000 WHERE id = ?").bind(me.user.id).run();
    expect(await storedBytes(me)).toBe(kept.size + 3_000);

    const answers = await Promise.all(Array.from({ length: 12 }, () => call("DELETE", `/api/uploads/${key}`, { cookie: me.cookie })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(204);
    expect(statuses.every((status) => status === 204 || status === 404)).toBe(true);
    expect(await env.BUCKET.head(`users/${me.user.id}/uploads/${key}`)).toBeNull();
    expect(await storedBytes(me)).toBe(kept.size);

    // Gone is gone: a later delete is a 404 and gives nothing more back.
    expect((await call("DELETE", `/api/uploads/${key}`, { cookie: me.cookie })).status).toBe(404);
    expect(await storedBytes(me)).toBe(kept.size);
  });
});
