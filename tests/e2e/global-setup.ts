import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- plain ESM helper shared with `npm test`.
import { makeScratchDir } from "../../scripts/lib/scratch-dir.mjs";
// @ts-expect-error -- plain ESM helper shared with `npm start` and the benchmarks.
import { buildApp, findFreePort, migrateLocal, serveBuiltApp } from "../../scripts/lib/app-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** File that receives the server's stdout/stderr (Worker console lines). */
    serverLogFile: string;
    /** A local D1 with every migration applied, copied by each server instead of migrating again. */
    migratedDatabase: string;
  }
}

/**
 * Builds the app and serves it on a free port with a throw-away local database. Every browser
 * signs up from 127.0.0.1, so the per-address sign-up limit is lifted here (it has its own
 * integration test).
 */
export default async function setup(project: TestProject) {
  // `npm test` builds the app and migrates a database while the unit and integration layers run
  // (scripts/test.mjs), and removes that database itself.
  const preparedDatabase: string | undefined = process.env.E2E_MIGRATED_DATABASE;
  if (process.env.E2E_APP_BUILT !== "1") buildApp({ quiet: true });
  const migratedDatabase: string = preparedDatabase ?? makeScratchDir("ux-twin-e2e-migrated-");
  if (!preparedDatabase) migrateLocal({ persistTo: migratedDatabase, quiet: true });
  const persistTo: string = makeScratchDir("ux-twin-e2e-");
  cpSync(migratedDatabase, persistTo, { recursive: true });
  const serverLogFile = join(persistTo, "server.log");
  const server = await serveBuiltApp({
    port: await findFreePort(),
    persistTo,
    quiet: true,
    logFile: serverLogFile,
    vars: { OFFLINE_TOKEN_DELAY_MS: "0", SIGN_UP_LIMIT_PER_HOUR: "1000000", PASSWORD_HASHING: "fast-for-tests" },
  });
  project.provide("baseUrl", server.url);
  project.provide("serverLogFile", serverLogFile);
  project.provide("migratedDatabase", migratedDatabase);
  return async () => {
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
    if (!preparedDatabase) rmSync(migratedDatabase, { recursive: true, force: true });
  };
}
