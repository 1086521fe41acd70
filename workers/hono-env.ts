import type { SessionUser } from "../shared/session-user";

/**
 * The Hono environment every API router uses: bindings plus what middleware puts on the
 * request (the signed-in user, resolved once from the session cookie or bearer token).
 */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    user: SessionUser | null;
    /** SHA-256 id of the current session row, when signed in. */
    sessionId: string | null;
  };
};
