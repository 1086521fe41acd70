// `npm test`: the unit, integration and end-to-end layers, one after another; the first failing
// layer fails it (tests/README.md). The end-to-end layer's build, migrated database and servers do
// not depend on the first two layers, which leave part of the machine's cores idle, so they are
// made beside them and handed to the e2e setup (E2E_APP_BUILT, E2E_MIGRATED_DATABASE,
// E2E_STARTED_SERVERS).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { buildAppInBackground, migrateLocalInBackground, projectRoot } from "./lib/app-server.mjs";
import { makeScratchDir } from "./lib/scratch-dir.mjs";
import { NAMED_TEST_SERVERS, startNamedTestServer } from "./lib/test-servers.mjs";

/** Runs one layer (an npm script) with its output as it comes; resolves with its exit code. */
function runLayer(script, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn("npm", ["run", script], { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
    child.once("close", (status) => resolveRun(status ?? 1));
  });
}

const migratedDatabase = makeScratchDir("ux-twin-e2e-migrated-");
const stopPreparing = new AbortController();
/** The servers started so far, by name, so that every one is stopped however the run ends. */
const servers = new Map();

async function prepareEndToEnd() {
  await Promise.all([
    buildAppInBackground({ quiet: true, signal: stopPreparing.signal }),
    migrateLocalInBackground({ persistTo: migratedDatabase, quiet: true, signal: stopPreparing.signal }),
  ]);
  // Settled, not raced: a server still starting when another fails would otherwise outlive the run.
  const starts = await Promise.allSettled(
    Object.keys(NAMED_TEST_SERVERS).map(async (name) => {
      if (stopPreparing.signal.aborted) return;
      servers.set(name, await startNamedTestServer(name, migratedDatabase));
    }),
  );
  const failed = starts.find((start) => start.status === "rejected");
  if (failed) throw failed.reason;
}

async function finish(status) {
  stopPreparing.abort();
  // Stopped while a server may still be starting: wait for what is under way, then stop them all.
  await preparing;
  await Promise.all([...servers.values()].map((server) => server.stop()));
  rmSync(migratedDatabase, { recursive: true, force: true });
  process.exit(status);
}

// Caught here so a failure is reported after the layers that run beside it, not over their output.
const preparing = prepareEndToEnd().then(
  () => null,
  (error) => error,
);

for (const layer of ["test:unit", "test:integration"]) {
  const status = await runLayer(layer);
  if (status !== 0) await finish(status);
}
const preparingError = await preparing;
if (preparingError) {
  console.error(preparingError.message);
  await finish(1);
}
const started = Object.fromEntries([...servers].map(([name, { url, logFile }]) => [name, { url, logFile }]));
await finish(
  await runLayer("test:e2e", { E2E_APP_BUILT: "1", E2E_MIGRATED_DATABASE: migratedDatabase, E2E_STARTED_SERVERS: JSON.stringify(started) }),
);
