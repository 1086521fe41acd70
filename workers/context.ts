import { createContext } from "react-router";
import type { Database } from "../db/client";

/** What every React Router loader/action receives from the Worker, typed. */
export type AppContext = {
  env: Env;
  // Only what request handling needs: finishing work (e.g. saving a streamed reply) after the response.
  ctx: Pick<ExecutionContext, "waitUntil">;
  db: Database;
};

export const appContext = createContext<AppContext>();
