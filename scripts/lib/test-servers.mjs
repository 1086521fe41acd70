// The end-to-end layer's app servers: the build served by wrangler, each on a throw-away copy of one
// migrated local D1, with the vars its tests need. Shared by the e2e setup, the e2e files and
// `npm test`, which starts the named ones while the unit and integration layers run.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { onFreePort, serveBuiltApp } from "./app-server.mjs";
import { makeScratchDir } from "./scratch-dir.mjs";

/**
 * Every test server: all browsers sign up from 127.0.0.1, so the per-address sign-up limit is
 * lifted (it has its own integration test), and the tests' hundreds of accounts hash at a test
 * cost (one integration test checks the production cost).
 */
const EVERY_TEST_SERVER = { SIGN_UP_LIMIT_PER_HOUR: "1000000", PASSWORD_HASHING: "fast-for-tests" };

/**
 * The servers whose vars are known before the tests run, by name. `shared` serves most files;
 * each other one serves the files that need a limit of their own, or a log that only their
 * requests write to. Files on one server use accounts of their own, so they never meet.
 */
export const NAMED_TEST_SERVERS = {
  // The offline model answers at once: the tests check behaviour, not pacing.
  shared: { OFFLINE_TOKEN_DELAY_MS: "0" },
  // Low limits that the files using them never meet otherwise: three runs reach the daily AI limit;
  // a sign-up sent within a minute of the page's load is refused, and an address signs up once an hour.
  "low-limits": {
    AI_DAILY_REQUEST_LIMIT: "3",
    WAITLIST_MIN_FILL_MS: "60000",
    WAITLIST_LIMIT_PER_HOUR: "1",
    OFFLINE_TOKEN_DELAY_MS: "0",
  },
  // Streams at a model's pace, so a tab closed mid-reply drops mid-reply, and its log is the file's alone.
  disconnect: { OFFLINE_TOKEN_DELAY_MS: "2" },
  // Answers cut off at a small output limit.
  "cut-off": { OFFLINE_TOKEN_DELAY_MS: "0", AI_MAX_OUTPUT_TOKENS: "60" },
  // Two saved items fill an account.
  "storage-items": { STORAGE_LIMIT_ITEMS: "2", OFFLINE_TOKEN_DELAY_MS: "2" },
  // 100 KB fill an account.
  "storage-bytes": { STORAGE_LIMIT_BYTES: "100000", OFFLINE_TOKEN_DELAY_MS: "2" },
};

/**
 * Serves the built app with `vars` on a copy of `migratedDatabase`, its output in `logFile`;
 * `stop()` ends it and removes the copy.
 */
export async function startTestServer(label, vars, migratedDatabase) {
  const persistTo = makeScratchDir(`ux-twin-${label}-`);
  try {
    cpSync(migratedDatabase, persistTo, { recursive: true });
    const logFile = join(persistTo, "server.log");
    const server = await onFreePort((port) =>
      serveBuiltApp({ port, persistTo, quiet: true, logFile, vars: { ...EVERY_TEST_SERVER, ...vars } }),
    );
    return {
      url: server.url,
      logFile,
      stop: async () => {
        await server.stop();
        rmSync(persistTo, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(persistTo, { recursive: true, force: true });
    throw error;
  }
}

/** One of the named servers. */
export function startNamedTestServer(name, migratedDatabase) {
  return startTestServer(name, NAMED_TEST_SERVERS[name], migratedDatabase);
}

/**
 * The named servers already running, as `npm test` hands them to the e2e layer in
 * E2E_STARTED_SERVERS (name → url and log file); none when the layer runs on its own.
 */
export function startedTestServers() {
  return JSON.parse(process.env.E2E_STARTED_SERVERS ?? "{}");
}
