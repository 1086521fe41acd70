import { ApiError } from "../errors";

/**
 * The one way the API reads a request body. An isolate has 128 MB, and a chunked body has no
 * Content-Length to check up front, so bytes are counted as they arrive and the stream is
 * cancelled the moment it passes `maxBytes`: an oversized body costs at most `maxBytes` of
 * memory, never its full size. `tooLarge` builds the route's own 413 (its message differs).
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge: () => ApiError): Promise<Uint8Array<ArrayBuffer>> {
  // A declared length is checked before a byte is read; a lying one is caught by the count below.
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.byteLength;
      if (total > maxBytes) {
        // Cancelling tells the sender to stop; the rest of the body is never buffered.
        reader.cancel().catch(() => {});
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

function concat(chunks: Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
