// `npm test`: the unit, integration and end-to-end layers; any failing layer fails it
// (tests/README.md). None alone keeps both cores busy, so they overlap: the e2e layer's build,
// migrated database and servers are made while the unit layer runs and handed to its setup
// (E2E_APP_BUILT, E2E_MIGRATED_DATABASE, E2E_STARTED_SERVERS); the integration layer follows the
// unit layer and runs beside the e2e layer.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { buildAppInBackground, migrateLocalInBackground, projectRoot } from "./lib/app-server.mjs";
import { makeScratchDir } from "./lib/scratch-dir.mjs";
import { NAMED_TEST_SERVERS, startNamedTestServer } from "./lib/test-servers.mjs";

/**
 * Runs one layer (an npm script). Its output goes out as it comes, or, `held`, whole when it ends,
 * so two layers running at once do not mix their lines. `done` resolves with its exit code;
 * `stop()` ends it and what it started.
 */
function runLayer(script, { env = {}, held = false } = {}) {
  const child = spawn("npm", ["run", script], {
    cwd: projectRoot,
    stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
    detached: true,
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  const done = new Promise((resolveRun) =>
    child.once("close", (status) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolveRun(status ?? 1);
    }),
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Ended already.
    }
  };
  return { done, stop };
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

// Caught here so a failure is reported after the layer that runs beside it, not over its output.
const preparing = prepareEndToEnd().then(
  () => null,
  (error) => error,
);

const running = [];
// The layers run in process groups of their own (so that stopping one stops its workers): an
// interrupted run stops them itself.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const layer of running) layer.stop();
    void finish(130);
  });
}

const unit = runLayer("test:unit");
running.push(unit);
const unitStatus = await unit.done;
if (unitStatus !== 0) await finish(unitStatus);
// The integration layer needs nothing prepared: it starts at once, and the e2e layer beside it
// once its build, database and servers are ready.
const integration = runLayer("test:integration", { held: true });
running.push(integration);
const preparingError = await preparing;
if (preparingError) {
  console.error(preparingError.message);
  integration.stop();
  await finish(1);
}
const started = Object.fromEntries([...servers].map(([name, { url, logFile }]) => [name, { url, logFile }]));
const endToEnd = runLayer("test:e2e", {
  env: { E2E_APP_BUILT: "1", E2E_MIGRATED_DATABASE: migratedDatabase, E2E_STARTED_SERVERS: JSON.stringify(started) },
});
running.push(endToEnd);
const integrationStatus = await integration.done;
if (integrationStatus !== 0) {
  endToEnd.stop();
  await endToEnd.done;
  await finish(integrationStatus);
}
await finish(await endToEnd.done);
