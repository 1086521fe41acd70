import { ApiError } from "../errors";

/**
 * The one way the API reads a request body. An isolate has 128 MB, and a chunked body has no
 * Content-Length to check up front, so bytes are counted as they arrive and nothing past
 * `maxBytes` is kept: an oversized body costs at most `maxBytes` of memory, never its full size.
 * `tooLarge` builds the route's own 413 (its message differs).
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge: () => ApiError): Promise<Uint8Array<ArrayBuffer>> {
  // A declared length is checked before a byte is kept; a lying one is caught by the count below.
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) {
    await discardUnreadBody(request);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.byteLength;
      if (total > maxBytes) {
        await discard(reader);
        throw tooLarge();
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away or sent a broken stream: its fault, not a server error.
    throw new ApiError(400, "bad_request", "The request body could not be read.");
  }
  return concat(chunks, total);
}

/** `readBodyBytes` decoded as UTF-8 (invalid sequences become U+FFFD, as `Request.text()` does). */
export async function readBodyText(request: Request, maxBytes: number, tooLarge: () => ApiError): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes, tooLarge));
}

/**
 * How much of a refused body is read and thrown away before the refusal is sent. An answer sent
 * while the client is still sending makes HTTP clients and proxies drop the connection, and the
 * answer with it: wrangler's local proxy then answers "500 Error: Network connection lost" with
 * a stack trace instead of our 401, 403, 413 or 429. So the rest of the body is read first, a
 * chunk at a time and never kept; past this bound (above the largest body any route takes,
 * validate-ux's 12 MB) the sender is cut off instead.
 */
export const DISCARD_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops whatever of the request body nothing has read yet (see DISCARD_MAX_BYTES).
 * Called for every response of the Worker (workers/app.ts), so an answer given before the body
 * was looked at (a missing session, another site's form, a full limit) reaches the client as itself.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await discard(request.body.getReader());
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let total = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.byteLength;
      if (total > DISCARD_MAX_BYTES) {
        // Cancelling tells the sender to stop; the rest is never read.
        reader.cancel().catch(() => {});
        return;
      }
    }
  } catch {
    // The client went away: there is no one left to answer.
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
