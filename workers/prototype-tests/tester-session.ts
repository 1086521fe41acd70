import type { Context } from "hono";
import type { z } from "zod";
import { findTestByAddress, findTestStateByAddress, startSession, type TestState } from "../../db/queries/prototype-test-public";
import { strangersLimits } from "../../db/queries/storage";
import { startTesterSessionRequestSchema } from "../../shared/contracts/prototype-tests";
import { errorFieldsOf } from "../../shared/contracts/api-error";
import { readBodyText } from "../api/read-body";
import { createNonce, NON_DOCUMENT_POLICY } from "../auth/security-headers";
import { ApiError, toErrorResponse, tryAgainLater } from "../errors";
import { daySalts, todaysSalt } from "../launch/daily-salt";
import { pageHeaders } from "../launch/page-headers";
import { isPageAddress, type PublicEnv } from "../launch/public-env";
import { newRemovalToken, sha256Hex } from "../launch/removal-token";
import { clientNetwork, networkHash } from "../launch/visitor";
import { testClosedPage, testNotFoundPage } from "./notices";
import { isPageToken, signPageToken } from "./page-token";
import { prototypeTest } from "./stored-test";
import { renderTesterPage } from "./tester-page";

/**
 * `GET /t/:address` and `POST /t/:address/sessions` (docs/product.md#prototype-tests): the tester's
 * page with its signed, network-bound token, and starting a session with it. No cookie is read
 * or set; a tester is known only by the session token their page holds.
 */

/** Sessions one network may start on one test per window: a shared office or classroom fits, a script does not get far. */
export const SESSIONS_PER_NETWORK = 30;
export const SESSION_WINDOW_MS = 60 * 60 * 1000;

export const TESTER_MESSAGES = {
  notFound: "There is no test at this address.",
  closed: "This test is closed.",
  full: "This test has all the testers it needs.",
  staleToken: "This page is out of date. Reload it to take the test.",
  unsupported: "Send the request body as JSON.",
  notJson: "The request body is not valid JSON.",
} as const;

export function testerPagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export async function serveTesterPage(c: Context<PublicEnv>, address: string): Promise<Response> {
  if (!isPageAddress(address)) return testNotFoundPage();
  const { db, config } = c.var;
  const row = await findTestByAddress(db, address);
  if (!row) return testNotFoundPage();
  if (!row.open) return testClosedPage(row.title);
  const salts = await daySalts(db);
  const token = await signPageToken(row.id, salts, clientNetwork(c.req.raw.headers));
  const nonce = createNonce();
  return new Response(renderTesterPage(prototypeTest(config, row), token, nonce), {
    status: 200,
    headers: pageHeaders(testerPagePolicy(nonce)),
  });
}

/** A JSON answer of the tester's routes: never stored, sniffed or framed. */
export function testerJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: {
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": NON_DOCUMENT_POLICY,
      ...headers,
    },
  });
}

/** The tester routes' errors in the API's shape, with the same headers. */
export function testerError(error: unknown): Response {
  const response = toErrorResponse(error);
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
  return response;
}

/**
 * The body as JSON checked by `schema`: `application/json`, or `text/plain` as a beacon sends it
 * (a page being left can send nothing else). Every way it can be wrong is a 4xx ApiError.
 */
export async function readTesterBody<S extends z.ZodType>(c: Context<PublicEnv>, schema: S, maxBytes: number): Promise<z.infer<S>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && type !== "text/plain") throw new ApiError(415, "unsupported_media_type", TESTER_MESSAGES.unsupported);
  const text = await readBodyText(
    c.req.raw,
    maxBytes,
    () => new ApiError(413, "payload_too_large", `A request is at most ${maxBytes / 1000} kB.`),
  );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, "bad_request", TESTER_MESSAGES.notJson);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    const message = `${where}${issue?.message ?? "The request body is not valid."}`;
    throw new ApiError(400, "validation_error", message, {}, errorFieldsOf(parsed.error.issues));
  }
  return parsed.data;
}

/** The open test at the address, or the refusal a tester's request gets (404 unknown, 409 closed). */
export async function openTestAt(c: Context<PublicEnv>, address: string): Promise<TestState> {
  const row = isPageAddress(address) ? await findTestStateByAddress(c.var.db, address) : null;
  if (!row) throw new ApiError(404, "not_found", TESTER_MESSAGES.notFound);
  if (!row.open) throw new ApiError(409, "conflict", TESTER_MESSAGES.closed);
  return row;
}

const START_BODY_MAX_BYTES = 2_000;

export async function startTesterSession(c: Context<PublicEnv>, address: string): Promise<Response> {
  try {
    const row = await openTestAt(c, address);
    const { token } = await readTesterBody(c, startTesterSessionRequestSchema, START_BODY_MAX_BYTES);
    const { db, config } = c.var;
    const salts = await daySalts(db);
    const network = clientNetwork(c.req.raw.headers);
    if (!(await isPageToken(token, row.id, salts, network))) throw new ApiError(403, "forbidden", TESTER_MESSAGES.staleToken);
    // The session token is 32 random bytes; only its hash is stored.
    const sessionToken = newRemovalToken();
    const now = Date.now();
    const started = await startSession(
      db,
      {
        testId: row.id,
        tokenHash: await sha256Hex(sessionToken),
        network: await networkHash({ salt: todaysSalt(salts), address, network }),
      },
      { perNetwork: SESSIONS_PER_NETWORK, windowMs: SESSION_WINDOW_MS, ownerStorageBytes: strangersLimits(config.storage).bytes },
      now,
    );
    if (started.outcome === "started") return testerJson({ sessionId: started.id, sessionToken }, 201);
    if (started.outcome === "gone") throw new ApiError(404, "not_found", TESTER_MESSAGES.notFound);
    if (started.outcome === "closed") throw new ApiError(409, "conflict", TESTER_MESSAGES.closed);
    if (started.outcome !== "limited") throw new ApiError(409, "conflict", TESTER_MESSAGES.full);
    throw tryAgainLater("Many testers from your network have started this test.", started.retryAfterMs);
  } catch (error) {
    return testerError(error);
  }
}
