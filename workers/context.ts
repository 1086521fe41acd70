import { createContext } from "react-router";
import type { Database } from "../db/client";
import type { AppConfig } from "./config";

/**
 * What every React Router loader/action receives from the Worker, typed: the same config and
 * drizzle handle the API's handlers get (workers/request-context.ts builds both once a request).
 */
export type AppContext = {
  /** For bindings (R2, Durable Objects, AI); vars are read from `config`. */
  env: Env;
  config: AppConfig;
  db: Database;
  // Only what request handling needs: finishing work (e.g. saving a streamed reply) after the response.
  ctx: Pick<ExecutionContext, "waitUntil">;
};

export const appContext = createContext<AppContext>();
