import { Hono, type Context } from "hono";
import { parseCredentials, type Credentials, type SessionResponse } from "../../shared/auth-schema";
import { deleteSession } from "../../db/queries/sessions";
import { clientAddress } from "../auth/client-address";
import { clearedSessionCookie, sessionCookie } from "../auth/cookies";
import { endRealtimeSessions } from "../auth/realtime-sessions";
import { endRoomSessions } from "../realtime/room-notify";
import { hashCostFor } from "../auth/password";
import { signIn, signUp } from "../auth/sign-in";
import { ApiError } from "../errors";
import { readBodyText } from "./read-body";
import type { AppEnv } from "../hono-env";
import { accountRoutes } from "./account";
import { oauthRoutes } from "./oauth";

/** Credentials are tiny: anything bigger is refused before it is read. */
const MAX_CREDENTIALS_BYTES = 4_000;

/**
 * The request body through the shared schema; the first failing rule is the 400 message, and each
 * failing field's message is under its path in `fields`. A
 * missing or unreadable body is treated as empty, so it reads "Invalid email address" like the form.
 */
async function readCredentials(c: Context<AppEnv>, action: "sign-in" | "sign-up"): Promise<Credentials> {
  const tooLarge = () => new ApiError(413, "payload_too_large", `The request body is too large for a ${action}.`);
  const text = await readBodyText(c.req.raw, MAX_CREDENTIALS_BYTES, tooLarge);
  let body: unknown = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // Treated as empty: the schema then names the first missing field.
  }
  const parsed = parseCredentials(body);
  if (!parsed.ok) throw new ApiError(400, "validation_error", parsed.message, {}, parsed.fields);
  return parsed.data;
}

/** `/api/auth/*`: e-mail/password accounts and the current session. */
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-up", async (c) => {
    const credentials = await readCredentials(c, "sign-up");
    await signUp(c.var.db, credentials, {
      address: clientAddress(c.req.raw.headers),
      signUpsPerHour: c.var.config.SIGN_UP_LIMIT_PER_HOUR,
      hashCost: hashCostFor(c.var.config.PASSWORD_HASHING),
    });
    // Same answer whether or not the address was new (see signUp and docs/security.md).
    return c.json({ ok: true, message: "Account created! Please log in." }, 201);
  })
  .post("/sign-in", async (c) => {
    const credentials = await readCredentials(c, "sign-in");
    const result = await signIn(c.var.db, {
      ...credentials,
      clientAddress: clientAddress(c.req.raw.headers),
      userAgent: c.req.header("user-agent") ?? null,
      hashCost: hashCostFor(c.var.config.PASSWORD_HASHING),
    });
    c.header("Set-Cookie", sessionCookie(c.req.url, result.token, result.expiresAt));
    c.header("Cache-Control", "no-store");
    return c.json({ user: result.user, token: result.token, expiresAt: result.expiresAt.getTime() });
  })
  .post("/sign-out", async (c) => {
    const sessionId = c.get("sessionId");
    const user = c.get("user");
    if (sessionId && user) {
      await deleteSession(c.var.db, sessionId);
      c.executionCtx.waitUntil(
        Promise.all([
          endRealtimeSessions(c.env, user.id, [sessionId]),
          endRoomSessions(c.env, c.var.db, user.id, { sessionIds: [sessionId] }),
        ]),
      );
    }
    c.header("Set-Cookie", clearedSessionCookie(c.req.url));
    return c.json({ ok: true });
  })
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ user: c.get("user") } satisfies SessionResponse);
  })
  .route("/", accountRoutes)
  .route("/oauth", oauthRoutes);
