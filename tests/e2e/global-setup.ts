import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- plain ESM helper shared with `npm test`.
import { makeScratchDir } from "../../scripts/lib/scratch-dir.mjs";
// @ts-expect-error -- plain ESM helper shared with `npm start` and the benchmarks.
import { buildApp, migrateLocal } from "../../scripts/lib/app-server.mjs";
import { startedTestServers, startNamedTestServer } from "../../scripts/lib/test-servers.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** File that receives the server's stdout/stderr (Worker console lines). */
    serverLogFile: string;
    /** A local D1 with every migration applied, copied by each server instead of migrating again. */
    migratedDatabase: string;
    /** The named servers `npm test` started before this layer (tests/e2e/own-server.ts). */
    startedServers: ReturnType<typeof startedTestServers>;
  }
}

/**
 * The build, a migrated local database, and the shared server most files use. `npm test` makes
 * all three while the unit and integration layers run (scripts/test.mjs) and hands them over
 * (E2E_APP_BUILT, E2E_MIGRATED_DATABASE, E2E_STARTED_SERVERS); it removes them itself.
 */
export default async function setup(project: TestProject) {
  const preparedDatabase: string | undefined = process.env.E2E_MIGRATED_DATABASE;
  if (process.env.E2E_APP_BUILT !== "1") buildApp({ quiet: true });
  const migratedDatabase: string = preparedDatabase ?? makeScratchDir("ux-twin-e2e-migrated-");
  if (!preparedDatabase) migrateLocal({ persistTo: migratedDatabase, quiet: true });
  const startedServers = startedTestServers();
  const ownShared = startedServers.shared ? undefined : await startNamedTestServer("shared", migratedDatabase);
  const shared = startedServers.shared ?? ownShared!;
  project.provide("baseUrl", shared.url);
  project.provide("serverLogFile", shared.logFile);
  project.provide("migratedDatabase", migratedDatabase);
  project.provide("startedServers", startedServers);
  return async () => {
    await ownShared?.stop();
    if (!preparedDatabase) rmSync(migratedDatabase, { recursive: true, force: true });
  };
}
