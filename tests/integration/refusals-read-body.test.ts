import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DISCARD_MAX_BYTES } from "../../workers/api/read-body";
import { call, ORIGIN, signedInUser, uniqueAddress } from "./auth-helpers";
import { ownerWithTest, testsPath } from "./prototype-tests-helpers";
import { publishedPage } from "./launch-helpers";

/**
 * A refusal given before the request body was read must still read (and drop) that body before
 * it answers: otherwise the answer is sent while the client is still sending, and clients and
 * proxies drop the connection with the answer in it (wrangler's local proxy turned such 403s,
 * 413s and 429s into "500 Error: Network connection lost"). Each body here is produced only as
 * the Worker reads it, so the test sees whether it was read to the end before the answer came.
 */
const CHUNK_BYTES = 16 * 1024;

function trackedBody(text: string, chunks: number) {
  const encoded = new TextEncoder().encode(text);
  const filler = new TextEncoder().encode("x".repeat(CHUNK_BYTES));
  const state = { pulled: 0, finished: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled += 1;
        if (state.pulled === 1) return controller.enqueue(encoded);
        if (state.pulled > chunks) {
          state.finished = true;
          return controller.close();
        }
        controller.enqueue(filler);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function send(path: string, init: { headers: Record<string, string>; text: string; chunks: number }) {
  const body = trackedBody(init.text, init.chunks);
  const request = new Request(ORIGIN + path, { method: "POST", headers: init.headers, body: body.stream, duplex: "half" } as RequestInit);
  const response = await exports.default.fetch(request);
  // Read when the answer arrived, before its own body is read.
  const finishedFirst = body.state.finished;
  await response.arrayBuffer();
  return { status: response.status, finishedFirst };
}

const form = { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0 (test browser)" };

describe("a refusal answered before the body was read", () => {
  it("reads the waitlist form's body to its end before refusing another site's form (403)", async () => {
    const page = await publishedPage();
    const result = await send(`/p/${page.address}`, {
      headers: { ...form, Origin: "https://elsewhere.example", ...uniqueAddress() },
      text: "email=a%40example.com&answer=",
      chunks: 8,
    });
    expect(result).toEqual({ status: 403, finishedFirst: true });
  });

  it("reads a waitlist form declared over 8 kB to its end before refusing it (413)", async () => {
    const page = await publishedPage();
    const chunks = 8;
    const result = await send(`/p/${page.address}`, {
      headers: { ...form, Origin: ORIGIN, "Content-Length": String(chunks * CHUNK_BYTES + 29), ...uniqueAddress() },
      text: "email=a%40example.com&answer=",
      chunks: chunks + 1,
    });
    expect(result).toEqual({ status: 413, finishedFirst: true });
  });

  it("reads a chunked waitlist form past 8 kB to its end before refusing it (413)", async () => {
    const page = await publishedPage();
    const result = await send(`/p/${page.address}`, {
      headers: { ...form, Origin: ORIGIN, ...uniqueAddress() },
      text: "email=a%40example.com&answer=",
      chunks: 8,
    });
    expect(result).toEqual({ status: 413, finishedFirst: true });
  });

  it("reads the body before refusing an API call without a session (401) or from another site (403)", async () => {
    const json = { "Content-Type": "application/json" };
    const unsigned = await send("/api/products", { headers: { ...json, Origin: ORIGIN }, text: '{"name":"', chunks: 8 });
    expect(unsigned).toEqual({ status: 401, finishedFirst: true });
    const crossSite = await send("/api/products", {
      headers: { ...json, Origin: "https://elsewhere.example" },
      text: '{"name":"',
      chunks: 8,
    });
    expect(crossSite).toEqual({ status: 403, finishedFirst: true });
  });

  it("reads a tester's batch to its end before refusing it for a closed test (409) or its size (413)", async () => {
    const { test, me, productId } = await ownerWithTest(await signedInUser("refusal-tester"));
    const json = { "Content-Type": "text/plain", ...uniqueAddress() };
    const tooBig = await send(`/t/${test.address}/events`, { headers: json, text: '{"events":[', chunks: 8 });
    expect(tooBig).toEqual({ status: 413, finishedFirst: true });
    await call("PATCH", `${testsPath(productId)}/${test.id}`, { cookie: me.cookie, body: { open: false } });
    const closed = await send(`/t/${test.address}/events`, { headers: json, text: '{"events":[', chunks: 2 });
    expect(closed).toEqual({ status: 409, finishedFirst: true });
  });

  it("stops reading a refused body past the bound, so a client cannot make the Worker read without end", async () => {
    const page = await publishedPage();
    const chunks = Math.ceil((DISCARD_MAX_BYTES * 2) / CHUNK_BYTES);
    const body = trackedBody("email=a%40example.com&answer=", chunks);
    const request = new Request(`${ORIGIN}/p/${page.address}`, {
      method: "POST",
      headers: { ...form, Origin: "https://elsewhere.example", ...uniqueAddress() },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(403);
    expect(body.state.finished).toBe(false);
    expect(body.state.pulled).toBeLessThanOrEqual(DISCARD_MAX_BYTES / CHUNK_BYTES + 10);
  });
});
