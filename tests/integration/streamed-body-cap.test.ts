import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DISCARD_MAX_BYTES } from "../../workers/api/read-body";
import { ORIGIN, signedInUser } from "./auth-helpers";

/**
 * A body sent without Content-Length (chunked) must be refused with 413 once it passes the
 * route's cap, without the Worker buffering all of it: a few such requests at once would
 * otherwise exhaust the isolate's 128 MB. What follows the cap is read and dropped, so the
 * refusal reaches the client, but only up to DISCARD_MAX_BYTES (workers/api/read-body.ts).
 */
const CHUNK_BYTES = 64 * 1024;
/** 64 MiB on offer: more than the largest cap (validate-ux, 12 MB) and the discard bound together. */
const TOTAL_CHUNKS = 1_024;

/** A JSON-looking body generated chunk by chunk on demand, counting how many chunks were asked for. */
function lazyBody() {
  const chunk = new TextEncoder().encode("x".repeat(CHUNK_BYTES));
  const opening = new TextEncoder().encode('{"email":"');
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled += 1;
        if (state.pulled > TOTAL_CHUNKS) return controller.close();
        controller.enqueue(state.pulled === 1 ? opening : chunk);
      },
    },
    // No read-ahead of our own: every chunk is produced only when someone reads it.
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function sendStreamed(path: string, cookie?: string) {
  const body = lazyBody();
  const headers: Record<string, string> = { Origin: ORIGIN, "Content-Type": "application/json" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(ORIGIN + path, { method: "POST", headers, body: body.stream, duplex: "half" } as RequestInit);
  expect(request.headers.get("content-length")).toBeNull();
  const response = await exports.default.fetch(request);
  const json = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: json.error?.code, pulled: body.state.pulled };
}

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signedInUser("streamed"));
});

/** Each route's cap in bytes: the point by which the Worker must have stopped reading. */
const CAPS: Array<[path: string, capBytes: number, signedIn: boolean]> = [
  ["/api/auth/sign-in", 4_000, false],
  ["/api/auth/sign-up", 4_000, false],
  ["/api/conversations", 1_000_000, true],
  ["/api/chat/completions", 1_000_000, true],
  ["/api/functions/build-startup", 1_000_000, true],
  ["/api/functions/validate-ux", 12_000_000, true],
  ["/api/uploads", 5 * 1024 * 1024, true],
];
/** Chunks that may be in flight between the test and the Worker when it stops reading. */
const READ_AHEAD_CHUNKS = 8;

describe("a chunked body far larger than the route's cap", () => {
  for (const [path, capBytes, signedIn] of CAPS) {
    it(`is refused by ${path} with 413 once the cap is passed, reading at most the discard bound more`, async () => {
      const result = await sendStreamed(path, signedIn ? cookie : undefined);
      expect(result).toMatchObject({ status: 413, code: "payload_too_large" });
      expect(result.pulled).toBeLessThanOrEqual(Math.ceil((capBytes + DISCARD_MAX_BYTES) / CHUNK_BYTES) + 1 + READ_AHEAD_CHUNKS);
    });
  }
});
