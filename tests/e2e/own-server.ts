import { inject } from "vitest";
import { startNamedTestServer, startTestServer, type TestServer, type TestServerName } from "../../scripts/lib/test-servers.mjs";

export type OwnServer = TestServer;

/**
 * A server with vars of the file's own (a low quota, a small output limit, a log of its own), by
 * name (scripts/lib/test-servers.mjs). `npm test` starts them before this layer and hands them
 * over, and then `stop()` leaves them to it; run on its own, a file starts its server here and
 * `stop()` ends it and removes its copy of the database.
 */
export async function startOwnServer(name: TestServerName): Promise<OwnServer> {
  const started = inject("startedServers")[name];
  if (started) return { ...started, stop: async () => {} };
  return startNamedTestServer(name, inject("migratedDatabase"));
}

/** A server with vars known only once the file runs (the address of a model server it started). */
export function startServerWithVars(label: string, vars: Record<string, string>): Promise<OwnServer> {
  return startTestServer(label, vars, inject("migratedDatabase"));
}
