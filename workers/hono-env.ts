import type { Database } from "../db/client";
import type { SessionUser } from "../shared/session-user";
import type { AppConfig } from "./config";

/**
 * The Hono environment every router uses: bindings plus what middleware puts on the request
 * (the parsed config and the drizzle handle, then the signed-in user, resolved once from the
 * session cookie or bearer token).
 */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    config: AppConfig;
    db: Database;
    user: SessionUser | null;
    /** SHA-256 id of the current session row, when signed in. */
    sessionId: string | null;
  };
};
