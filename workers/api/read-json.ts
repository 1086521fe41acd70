import type { Context } from "hono";
import type { z } from "zod";
import { errorFieldsOf } from "../../shared/contracts/api-error";
import { ApiError } from "../errors";
import { readBodyText } from "./read-body";

/** Bodies larger than this are refused before parsing (uploads have their own route and limit). */
export const MAX_JSON_BODY_BYTES = 1_000_000;

/**
 * Reads a JSON request body and validates it against a contract schema. Every way a body can
 * be wrong ends as a clear 4xx: 415 not JSON, 413 too large, 400 broken JSON or the first
 * failing validation message (the same message the client-side form shows), with every failing
 * field's path and first message in `fields`, so a form puts each under its field.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  { maxBytes = MAX_JSON_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  const text = await readBodyText(c.req.raw, maxBytes, () => tooLarge(maxBytes));

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, "bad_request", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, "validation_error", issue?.message ?? "The request body is not valid.", {}, errorFieldsOf(parsed.error.issues));
  }
  return parsed.data;
}

function tooLarge(maxBytes: number) {
  return new ApiError(413, "payload_too_large", `The request body must be at most ${Math.round(maxBytes / 1000)} kB.`);
}
